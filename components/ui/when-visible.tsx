'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes near the screen (400 px ahead), and
 * `fallback` until then: a drawing below the fold (the dashboard's charts on a
 * phone) costs its library's download and its first render only when the
 * reader gets there, not while the page is starting (issue 12: portal TBT).
 * Without IntersectionObserver it renders at once.
 */
export function WhenVisible({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = place.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '400px 0px' });
    seen.observe(el);
    return () => seen.disconnect();
  }, [near]);
  return <div ref={place}>{near ? children : fallback}</div>;
}
