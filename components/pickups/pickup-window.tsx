'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatPickupDate } from '@/components/booking/pickup-slots';

/** "10:00–13:00": left to right in any language (as the booking form writes it), and never broken at its dash. */
export function TimeRange({ children }: { children: ReactNode }) {
  return (
    <span dir="ltr" className="whitespace-nowrap">
      {children}
    </span>
  );
}

/** The values of a message naming a pickup's window ("{date}, <time>{start}–{end}</time>": formatPickupWindow's words, the time range kept whole). */
export function useWindowValues() {
  const locale = useLocale();
  return (p: { PickupDate: string; PickupWindowStart: string; PickupWindowEnd: string }) => ({
    date: formatPickupDate(p.PickupDate, locale),
    start: p.PickupWindowStart,
    end: p.PickupWindowEnd,
    time: (c: ReactNode) => <TimeRange>{c}</TimeRange>,
  });
}

/** "Monday 23 November 2026, 10:00–13:00". */
export function PickupWindow({ pickup }: { pickup: { PickupDate: string; PickupWindowStart: string; PickupWindowEnd: string } }) {
  const t = useTranslations('pickups');
  return <>{t.rich('window', useWindowValues()(pickup))}</>;
}
