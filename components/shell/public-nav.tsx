'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PUBLIC_NAV } from '@/lib/nav';
import { resolvePath } from '@/lib/routes';
import { Logo } from './logo';
import { useStickyAfter } from './use-sticky';

/** Which canonical page a link or the current path lands on, so aliases highlight too. */
function canonicalOf(path: string): string {
  const r = resolvePath(path);
  return r.kind === 'page' ? r.canonical : r.location;
}

/** The other public pages' navigation: sticky after 250 px, a side menu below large screens. */
export function PublicNav() {
  const pathname = usePathname();
  const sticky = useStickyAfter(250, 200, 100);
  const [open, setOpen] = useState(false);
  const current = canonicalOf(pathname);

  const links = PUBLIC_NAV.map((l) => {
    const target = canonicalOf(l.href);
    // Articles highlight BLOG, service pages SERVICES & PRODUCTS.
    const active =
      target === current ||
      (target === '/blog' && current.startsWith('/blog/')) ||
      (target === '/Ourservices' && current.startsWith('/services/'));
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
    <div data-sticky={sticky} className={`z-40 w-full bg-surface ${sticky ? 'fixed top-0 shadow-md' : 'relative border-b border-line'}`}>
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between px-4 py-2">
        <Link href="/" className="rounded-control">
          <Logo />
        </Link>
        <ul className="hidden lg:flex">{links}</ul>
        <Button variant="secondary" className="lg:hidden" aria-expanded={open} aria-controls="side-menu" onClick={() => setOpen((o) => !o)}>
          Menu
        </Button>
      </nav>
      {open && (
        <div id="side-menu" className="fixed inset-y-0 right-0 z-50 w-72 overflow-y-auto bg-surface p-4 shadow-xl lg:hidden">
          <Button variant="secondary" className="mb-4" onClick={() => setOpen(false)}>
            Close
          </Button>
          <ul>{links}</ul>
        </div>
      )}
    </div>
  );
}
