'use client';

import { signOut } from 'next-auth/react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useRef, useState } from 'react';
import { canonicalKey, visibleNav } from '@/lib/portal-nav';
import type { Profile } from './use-profile';
import { Logo } from '@/components/shell/logo';

const DRAWER_ID = 'portal-drawer';
const ITEM = 'block rounded-control px-3 py-2 text-sm';
/** Tailwind's `lg`: from here on the drawer sits beside the content and starts open. */
const LARGE = '(min-width: 1024px)';
const isLarge = () => typeof window !== 'undefined' && window.matchMedia(LARGE).matches;

/** Header, side drawer and content of the logged-in area; rendered once the profile has loaded. */
export function PortalShell({ profile, children }: { profile: Profile['data']; children: React.ReactNode }) {
  const pathname = usePathname();
  // Mounted only on the client after the profile call, so the screen width is known here.
  const [open, setOpen] = useState(isLarge);
  const menuButton = useRef<HTMLButtonElement>(null);
  const current = canonicalKey(pathname);

  /** On small screens the drawer covers the page: close it and give focus back to its button. */
  const closeIfOverlay = (refocus: boolean) => {
    if (isLarge()) return;
    setOpen(false);
    if (refocus) menuButton.current?.focus();
  };

  return (
    <div className="min-h-screen bg-canvas">
      <a href="#portal-main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2 focus:text-brand-800">
        Skip to content
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 bg-brand-800 px-4 text-white">
        <button
          ref={menuButton}
          type="button"
          aria-expanded={open}
          aria-controls={DRAWER_ID}
          onClick={() => setOpen((o) => !o)}
          className="flex items-center gap-2 rounded border border-white/40 px-2.5 py-1.5 hover:bg-surface/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M2 4h16v2H2zM2 9h16v2H2zM2 14h16v2H2z" />
          </svg>
          <span>Menu</span>
        </button>
        <Link href="/" className="shrink-0 rounded-control focus-visible:outline-2 focus-visible:outline-white">
          <Logo tone="dark" />
        </Link>
        <span className="ml-auto truncate text-sm sm:text-base">Welcome, {profile.user.full_name}</span>
      </header>

      <div className="lg:flex">
        {open && <div aria-hidden="true" className="fixed inset-x-0 bottom-0 top-14 z-10 bg-ink/40 lg:hidden" onClick={() => closeIfOverlay(false)} />}
        <nav
          id={DRAWER_ID}
          aria-label="Portal"
          hidden={!open}
          onKeyDown={(e) => e.key === 'Escape' && closeIfOverlay(true)}
          className="fixed bottom-0 left-0 top-14 z-20 w-64 shrink-0 overflow-y-auto border-r border-line bg-surface shadow-lg lg:sticky lg:bottom-auto lg:h-[calc(100vh-3.5rem)] lg:shadow-none"
        >
          <ul className="space-y-1 p-3">
            {visibleNav(profile).map((item) => {
              const active = canonicalKey(item.href) === current;
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => closeIfOverlay(false)}
                    className={`${ITEM} ${active ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink hover:bg-canvas'}`}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
            <li className="border-t border-line pt-1">
              <button type="button" onClick={() => void signOut({ callbackUrl: '/' })} className={`w-full text-left ${ITEM} text-ink hover:bg-canvas`}>
                Logout
              </button>
            </li>
          </ul>
        </nav>
        <main id="portal-main" className="min-w-0 flex-1 p-4 sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
