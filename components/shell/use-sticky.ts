'use client';

import { useEffect, useState } from 'react';

/**
 * True once the page has scrolled more than `threshold` pixels. Scroll events
 * are throttled and the change applied after a short delay (spec §9: home
 * 20 px, 100 ms delay, 200 ms throttle; other pages 250 px, 200 ms, 100 ms).
 */
export function useStickyAfter(threshold: number, throttleMs = 200, delayMs = 100): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const now = Date.now();
      if (now - last < throttleMs) return;
      last = now;
      clearTimeout(timer);
      timer = setTimeout(() => setSticky(window.scrollY > threshold), delayMs);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    // A trailing check so the final position after a fast scroll is never missed.
    const trailing = () => setTimeout(() => setSticky(window.scrollY > threshold), throttleMs + delayMs);
    window.addEventListener('scrollend', trailing);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', check);
      window.removeEventListener('scrollend', trailing);
    };
  }, [threshold, throttleMs, delayMs]);
  return sticky;
}
