'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { endSession } from '@/lib/end-session';
import { courier } from '@/lib/fetcher';
import { useLocalizePath } from '@/lib/i18n/client';
import { pagePathOf, type Locale } from '@/lib/i18n/locales';
import { canonicalKey, visibleNav } from '@/lib/portal-nav';
import type { Profile } from './use-profile';
import { Logo } from '@/components/shell/logo';

const DRAWER_ID = 'portal-drawer';
const ITEM = 'block rounded-control px-3 py-2 text-sm';
/** Tailwind's `lg`: from here on the drawer sits beside the content and starts open. */
const LARGE = '(min-width: 1024px)';
const isLarge = () => typeof window !== 'undefined' && window.matchMedia(LARGE).matches;

/** The signed-in user's own language, for the emails the courier sends them; a failure must not stop the switch. */
async function saveLanguage(target: Locale) {
  await courier('auth/profile/locale', { method: 'PUT', body: { Locale: target } }).catch(() => undefined);
}

/** Header, side drawer and content of the logged-in area; rendered once the profile has loaded. */
export function PortalShell({ profile, children }: { profile: Profile['data']; children: React.ReactNode }) {
  const t = useTranslations('portal');
  const common = useTranslations('common');
  const localize = useLocalizePath();
  const pathname = usePathname();
  // The layout renders the shell on the server too, which cannot know the screen's width: until
  // mounted (null) CSS decides (open from `lg` up), then the state does, so hydration matches.
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => setOpen(isLarge()), []);
  const menuButton = useRef<HTMLButtonElement>(null);
  const current = canonicalKey(pagePathOf(pathname));

  /** On small screens the drawer covers the page: close it and give focus back to its button. */
  const closeIfOverlay = (refocus: boolean) => {
    if (isLarge()) return;
    setOpen(false);
    if (refocus) menuButton.current?.focus();
  };

  return (
    <div className="min-h-screen bg-canvas">
      <a href="#portal-main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2 focus:text-brand-800">
        {common('skipToContent')}
      </a>
      {/* On a phone the welcome takes a second row (h-7) under the menu, logo and language, where a
          long name fits instead of being cut to "Wel…"; from sm up it sits in the one 56 px row. */}
      <header className="sticky top-0 z-30 flex flex-wrap items-center gap-x-3 bg-brand-800 px-4 text-white sm:h-14 sm:flex-nowrap">
        <button
          ref={menuButton}
          type="button"
          aria-expanded={open ?? undefined}
          aria-controls={DRAWER_ID}
          onClick={() => setOpen((o) => !(o ?? isLarge()))}
          className="flex items-center gap-2 rounded border border-white/40 px-2.5 py-1.5 hover:bg-surface/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M2 4h16v2H2zM2 9h16v2H2zM2 14h16v2H2z" />
          </svg>
          <span>{t('shell.menu')}</span>
        </button>
        {/* Not prefetched: the home page's scripts (its carousel, the public header) would download and load as every portal page starts. */}
        <Link href={localize('/')} prefetch={false} className="flex h-14 shrink-0 items-center rounded-control focus-visible:outline-2 focus-visible:outline-white sm:h-auto">
          <Logo tone="dark" />
        </Link>
        <span className="order-last h-7 min-w-0 basis-full truncate border-t border-white/20 text-sm leading-7 sm:order-none sm:ms-auto sm:h-auto sm:basis-auto sm:border-0 sm:text-base sm:leading-normal">
          {t('shell.welcome', { name: profile.user.full_name })}
        </span>
        <LanguageSwitch
          label={common('language.switchTo')}
          title={common('language.switchLabel')}
          onSwitch={saveLanguage}
          className="ms-auto shrink-0 rounded-control px-2 py-1 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white sm:ms-0"
        />
      </header>

      <div className="lg:flex">
        {open && <div aria-hidden="true" className="fixed inset-x-0 bottom-0 top-[5.25rem] z-10 bg-ink/40 sm:top-14 lg:hidden" onClick={() => closeIfOverlay(false)} />}
        {/* The drawer opens from the start side: the left in English, the right in Arabic. */}
        <nav
          id={DRAWER_ID}
          aria-label={t('shell.navLabel')}
          hidden={open === false}
          onKeyDown={(e) => e.key === 'Escape' && closeIfOverlay(true)}
          className={`${open === null ? 'max-lg:hidden' : ''} fixed bottom-0 start-0 top-[5.25rem] z-20 w-64 sm:top-14 shrink-0 overflow-y-auto border-e border-line bg-surface shadow-lg lg:sticky lg:bottom-auto lg:h-[calc(100vh-3.5rem)] lg:shadow-none`}
        >
          <ul className="space-y-1 p-3">
            {visibleNav(profile).map((item) => {
              const active = canonicalKey(item.href) === current;
              return (
                <li key={item.href}>
                  <Link
                    href={localize(item.href)}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => closeIfOverlay(false)}
                    className={`${ITEM} ${active ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink hover:bg-canvas'}`}
                  >
                    {t(item.titleKey)}
                  </Link>
                </li>
              );
            })}
            <li className="border-t border-line pt-1">
              {/* Issue 17: every user's own sign-in security, beside signing out (not one of spec §2's links). */}
              <Link
                href={localize('/Security')}
                aria-current={current === '/security' ? 'page' : undefined}
                onClick={() => closeIfOverlay(false)}
                className={`${ITEM} ${current === '/security' ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink hover:bg-canvas'}`}
              >
                {t('shell.security')}
              </Link>
            </li>
            <li>
              <button type="button" onClick={() => void endSession(localize('/'))} className={`w-full text-start ${ITEM} text-ink hover:bg-canvas`}>
                {t('shell.logout')}
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
