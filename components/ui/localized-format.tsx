'use client';
// Money and time in the page's language (the [locale] segment), for client
// components: the <Money> and <DateTime> elements and useFormat() for text.
import { useMemo } from 'react';
import { usePageLocale } from '@/lib/i18n/client';
import type { Locale } from '@/lib/i18n/locales';
import { formatAed, formatKg } from '@/lib/money';
import { formatDay, formatDubaiDate, formatDubaiDateTime, formatSigned, formatWeekday } from './format';

/** The page's formatters: `const f = useFormat(); f.aed(12.5); f.dateTime(iso)`. */
export function useFormat() {
  const locale = usePageLocale();
  return useMemo(() => formatters(locale), [locale]);
}

export function formatters(locale: Locale) {
  return {
    locale,
    aed: (aed: number) => formatAed(aed, locale),
    signed: (aed: number) => formatSigned(aed, locale),
    kg: (kg: number) => formatKg(kg, locale),
    date: (iso: string) => formatDubaiDate(iso, locale),
    dateTime: (iso: string) => formatDubaiDateTime(iso, locale),
    day: (date: string) => formatDay(date, locale),
    weekday: (date: string) => formatWeekday(date, locale),
  };
}

/** An amount in AED, in tabular figures; `signed` for ledger movements. Isolated, so Arabic text around it cannot reorder it. */
export function Money({ aed, signed }: { aed: number; signed?: boolean }) {
  const f = useFormat();
  return <span className="whitespace-nowrap tabular-nums [unicode-bidi:isolate]">{signed ? f.signed(aed) : f.aed(aed)}</span>;
}

/** An instant as a <time> element in Dubai time; `dateOnly` drops the clock. */
export function DateTime({ iso, dateOnly }: { iso: string; dateOnly?: boolean }) {
  const f = useFormat();
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {dateOnly ? f.date(iso) : f.dateTime(iso)}
    </time>
  );
}
