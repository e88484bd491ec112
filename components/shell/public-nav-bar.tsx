'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { pagePathOf } from '@/lib/i18n/locales';
import { useStickyAfter } from './use-sticky';

export interface PublicNavLink {
  label: string;
  /** In the page's language (/ar/… on Arabic pages). */
  href: string;
  /** The canonical path it lands on, lower case, without the language prefix. */
  target: string;
  /** Pages under this prefix highlight the link too. */
  section?: string;
}

/** The browser's path as the links' targets spell it: no language prefix, decoded, no trailing slash, lower case. */
function currentPath(pathname: string): string {
  let path = pagePathOf(pathname);
  try {
    path = decodeURIComponent(path);
  } catch {
    // A lone % is not an encoding; keep the raw value.
  }
  return (path.length > 1 ? path.replace(/\/+$/, '') : path).replace(/\.html$/, '').toLowerCase();
}

/** The sticky bar and side menu of PublicNav; the links, words and logo come from the server. */
export function PublicNavBar({ links, home, texts }: { links: PublicNavLink[]; home: ReactNode; texts: { label: string; menu: string; close: string } }) {
  const current = currentPath(usePathname());
  const sticky = useStickyAfter(250, 200, 100);
  const [open, setOpen] = useState(false);
  // The bar's height in the page, kept while it is fixed: when it leaves the flow
  // the page below must not jump up under the reader's pointer (nor shift the layout).
  const bar = useRef<HTMLDivElement>(null);
  const [inFlowHeight, setInFlowHeight] = useState<number>();
  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    const measure = () => {
      if (el.dataset.sticky !== 'true') setInFlowHeight(el.offsetHeight);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const items = links.map((l) => {
    const active = l.target === current || (l.section !== undefined && current.startsWith(l.section));
    return (
      <li key={l.href}>
        <Link
          href={l.href}
          aria-current={active ? 'page' : undefined}
          onClick={() => setOpen(false)}
          className={`block px-3 py-2 text-sm font-semibold tracking-wide ${active ? 'text-brand-700 underline decoration-accent-500 decoration-2 underline-offset-4' : 'text-ink hover:text-brand-700'}`}
        >
          {l.label}
        </Link>
      </li>
    );
  });

  return (
    <div style={sticky && inFlowHeight ? { height: inFlowHeight } : undefined}>
      <div ref={bar} data-sticky={sticky} className={`z-40 w-full bg-surface ${sticky ? 'fixed top-0 shadow-md' : 'relative border-b border-line'}`}>
        <nav aria-label={texts.label} className="mx-auto flex max-w-6xl items-center justify-between px-4 py-2">
          {home}
          <ul className="hidden lg:flex">{items}</ul>
          <Button variant="secondary" className="lg:hidden" aria-expanded={open} aria-controls="side-menu" onClick={() => setOpen((o) => !o)}>
            {texts.menu}
          </Button>
        </nav>
        {open && (
          // From the right in both languages: the side English readers expect, and in Arabic the start side.
          <div id="side-menu" className="fixed inset-y-0 right-0 z-50 w-72 overflow-y-auto bg-surface p-4 shadow-xl lg:hidden">
            <Button variant="secondary" className="mb-4" onClick={() => setOpen(false)}>
              {texts.close}
            </Button>
            <ul>{items}</ul>
          </div>
        )}
      </div>
    </div>
  );
}
