'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** The footer scrolls the page to the top whenever it renders for a new page (spec §2). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
