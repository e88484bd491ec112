'use client';

import { useEffect, useState } from 'react';
import { fillMessage, type RawMessage } from '@/components/shell/fill-message';
import { Button } from '@/components/ui/button';

export interface CarouselProps {
  label: string;
  /** Items per view by minimum viewport width, e.g. { 0: 2, 450: 3, 600: 4, 1000: 6 }. */
  responsive: Record<number, number>;
  /** Milliseconds between moves. */
  autoplayTimeout: number;
  /** Gap between items in pixels. */
  margin: number;
  items: React.ReactNode[];
  /** Raw messages from the server: `{label}` in previous/next, `{index}` and `{count}` in slide; the two role names. */
  texts: { previous: RawMessage; next: RawMessage; slide: RawMessage; role: string; slideRole: string };
}

function perView(responsive: Record<number, number>, width: number): number {
  let n = 1;
  for (const [min, count] of Object.entries(responsive).sort((a, b) => Number(a[0]) - Number(b[0]))) {
    if (width >= Number(min)) n = count;
  }
  return n;
}

/**
 * A looping, autoplaying carousel in the manner of the original's owl
 * carousels. It pauses while hovered or focused and when the visitor prefers
 * reduced motion; previous/next buttons move it by hand. The grid follows the
 * page's direction, so on Arabic pages the first item is on the right and the
 * carousel moves right to left, and the buttons' arrows (bidi-mirrored
 * characters) point the other way.
 */
export function Carousel({ label, responsive, autoplayTimeout, margin, items, texts }: CarouselProps) {
  const [count, setCount] = useState(() => perView(responsive, 0));
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [reduced, setReduced] = useState(false);

  useEffect(() => {
    const update = () => setCount(perView(responsive, window.innerWidth));
    update();
    setReduced(window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [responsive]);

  useEffect(() => {
    if (paused || reduced) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % items.length), autoplayTimeout);
    return () => clearInterval(id);
  }, [paused, reduced, autoplayTimeout, items.length]);

  // Loop: the visible window wraps around the end of the list.
  const visible = Array.from({ length: Math.min(count, items.length) }, (_, k) => (index + k) % items.length);
  const move = (d: number) => setIndex((i) => (i + d + items.length) % items.length);

  return (
    <div
      role="region"
      aria-roledescription={texts.role}
      aria-label={label}
      data-per-view={count}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="flex items-center gap-2"
    >
      <Button variant="secondary" onClick={() => move(-1)} aria-label={fillMessage(texts.previous, { label })}>
        ‹
      </Button>
      <ul className="grid flex-1" style={{ gridTemplateColumns: `repeat(${visible.length}, minmax(0, 1fr))`, gap: `${margin}px` }} aria-live="off">
        {visible.map((i) => (
          <li key={i} aria-roledescription={texts.slideRole} aria-label={fillMessage(texts.slide, { index: i + 1, count: items.length })}>
            {items[i]}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => move(1)} aria-label={fillMessage(texts.next, { label })}>
        ›
      </Button>
    </div>
  );
}
