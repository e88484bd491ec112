// A statement's period, written short: "15 – 21 Nov 2026", "25 Nov – 3 Dec 2026",
// one day as "15 Nov 2026"; Arabic month names with Latin digits. Calendar
// days, so written in UTC: no time zone can move them.
import { intlTag, type Locale } from '@/lib/i18n/locales';

const formats = new Map<Locale, Intl.DateTimeFormat>();

export function formatPeriod(from: string, to: string, locale: Locale = 'en'): string {
  let f = formats.get(locale);
  if (!f) formats.set(locale, (f = new Intl.DateTimeFormat(intlTag(locale), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })));
  const day = (d: string) => new Date(`${d}T00:00:00Z`);
  return from === to ? f.format(day(from)) : f.formatRange(day(from), day(to));
}
