'use client';

import Link from 'next/link';
import { usePageLocale } from '@/lib/i18n/client';
import { localizePath } from '@/lib/i18n/locales';
import { useTranslations } from 'next-intl';
import { LogoMark } from '@/components/shell/logo';
import { Money, useFormat } from '@/components/ui/format';
import { LanguageSwitch } from '@/components/ui/language-switch';
import type { QueueSnapshot } from '@/lib/courier-queue/queue';

interface CourierHeaderProps {
  name: string;
  /** The run's day, YYYY-MM-DD. */
  date: string;
  snapshot: QueueSnapshot;
  cash: number | null;
  onSignOut: () => void;
}

const CHIP = 'flex min-w-0 flex-col rounded-control bg-white/10 px-2 py-1.5';

/** The courier's name and day, online or not, how much waits to sync, and the cash they hold. */
export function CourierHeader({ name, date, snapshot, cash, onSignOut }: CourierHeaderProps) {
  const t = useTranslations('courier.header');
  const common = useTranslations('common');
  const f = useFormat();
  const locale = usePageLocale();
  const count = snapshot.waiting.length;

  return (
    <header data-testid="courier-header" className="sticky top-0 z-20 bg-brand-800 px-4 pb-3 pt-[max(0.75rem,env(safe-area-inset-top))] text-white shadow-card">
      <div className="mx-auto max-w-3xl">
        <div className="flex items-center gap-3">
          <LogoMark className="h-9 w-9 shrink-0" />
          <div className="min-w-0 flex-1">
            <p data-testid="courier-name" dir="auto" className="truncate font-semibold rtl:text-right">
              {name}
            </p>
            <p className="text-sm text-brand-100">{f.weekday(date)}</p>
          </div>
          <LanguageSwitch
            label={common('language.switchTo')}
            title={common('language.switchLabel')}
            className="shrink-0 rounded-control px-2 py-1 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
          />
          {/* Their own sign-in security (issue 17): two-factor sign-in, sessions, password. */}
          <Link
            href={localizePath('/Security', locale)}
            className="flex min-h-tap min-w-tap shrink-0 items-center justify-center rounded-control border border-white/40 px-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
              <path d="M10 2.5 4 5v4.5c0 3.8 2.6 6.9 6 8 3.4-1.1 6-4.2 6-8V5l-6-2.5Z" />
            </svg>
            <span className="sr-only">{t('security')}</span>
          </Link>
          <button
            type="button"
            onClick={onSignOut}
            className="flex min-h-tap min-w-tap shrink-0 items-center justify-center gap-2 rounded-control border border-white/40 px-2 text-sm font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white sm:px-3"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
              <path d="M8 3H4.5A1.5 1.5 0 0 0 3 4.5v11A1.5 1.5 0 0 0 4.5 17H8M13 6l4 4-4 4M17 10H8" />
            </svg>
            {/* The word on wider screens; on a phone the icon, named for screen readers. */}
            <span className="sr-only sm:not-sr-only">{t('signOut')}</span>
          </button>
        </div>
        <div className="mt-3 grid grid-cols-3 gap-2 text-sm">
          <p data-testid="courier-online" data-online={snapshot.online} className={`${CHIP} flex-row items-center gap-1.5 font-semibold`}>
            <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-pill ${snapshot.online ? 'bg-success-200' : 'bg-accent-400'}`} />
            {snapshot.syncing ? t('syncing') : snapshot.online ? t('online') : t('offline')}
          </p>
          <p role="status" data-testid="courier-sync-count" data-count={count} className={`${CHIP} justify-center font-semibold ${count > 0 ? 'bg-accent-400/30' : ''}`}>
            {count > 0 ? (
              <a href="#courier-waiting" className="underline underline-offset-2">
                {t('waiting', { count })}
              </a>
            ) : (
              t('waiting', { count })
            )}
          </p>
          <p className={CHIP}>
            <span className="text-xs text-brand-100">{t('cashOnHand')}</span>
            <span data-testid="courier-cash" className="font-bold">
              {cash === null ? '—' : <Money aed={cash} />}
            </span>
          </p>
        </div>
      </div>
    </header>
  );
}
