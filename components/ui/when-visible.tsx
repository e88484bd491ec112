'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far ahead of the screen a place counts as near once the reader scrolls. */
const AHEAD = '400px 0px';

/**
 * Renders `children` once its place is on the screen, and `fallback` until
 * then: a drawing below the fold (the dashboard's charts on a phone) costs its
 * library's download and its first render only when the reader gets there,
 * not while the page is starting (issue 12: portal TBT). Once the reader
 * starts scrolling, "near" reaches 400 px ahead, so a drawing is usually in
 * place by the time it scrolls in. Without IntersectionObserver it renders at
 * once.
 */
export function WhenVisible({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const el = place.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: scrolled ? AHEAD : '0px' });
    seen.observe(el);
    const onScroll = () => setScrolled(true);
    if (!scrolled) window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => {
      seen.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [near, scrolled]);
  return <div ref={place}>{near ? children : fallback}</div>;
}
