'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useStickyAfter } from '@/components/shell/use-sticky';
import { pagePathOf } from '@/lib/i18n/locales';

export interface HomeNavLink {
  label: string;
  /** In the page's language. */
  href: string;
  /** The spec's path (lib/nav.ts), whatever the language. */
  path: string;
}

const HIDES_DELIVERY = ['/ratefinder', '/bookshipment'];

/** The sticky bar and menu of HomeNav; the links, words and logo come from the server. */
export function HomeNavBar({ links: all, home, texts }: { links: readonly HomeNavLink[]; home: ReactNode; texts: { label: string; menu: string } }) {
  const pathname = usePathname();
  const sticky = useStickyAfter(20, 200, 100);
  const [open, setOpen] = useState(false);
  const page = pagePathOf(pathname).toLowerCase();
  const links = all.filter((l) => !(l.path === '/Deliveryservice' && HIDES_DELIVERY.includes(page)));
  return (
    <div data-sticky={sticky} className={`z-40 w-full ${sticky ? 'fixed top-0 bg-brand-900 shadow-lg' : 'absolute top-0 bg-transparent'}`}>
      <nav aria-label={texts.label} className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3 text-white">
        {home}
        <button type="button" className="min-h-tap rounded-control border border-white/60 px-3 lg:hidden" aria-expanded={open} aria-controls="home-menu" onClick={() => setOpen((o) => !o)}>
          {texts.menu}
        </button>
        <ul id="home-menu" className={`${open ? 'absolute inset-x-0 top-full flex flex-col bg-brand-900 p-2' : 'hidden'} lg:static lg:flex lg:flex-row lg:bg-transparent lg:p-0`}>
          {links.map((l) => (
            <li key={l.href}>
              <Link href={l.href} aria-current={page === l.path.toLowerCase() ? 'page' : undefined} className="block px-3 py-2 font-medium hover:text-accent-500">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
