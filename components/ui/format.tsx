// How the portal writes money and time: AED with two decimals; instants in
// Asia/Dubai whatever the browser's zone; calendar dates as they are. English
// by default (exactly as before); pass the page's locale for Arabic, whose
// month names are Arabic and whose digits stay Latin (intlTag). In a client
// component, useFormat() (localized-format.tsx) gives these bound to the page's language.
import { intlTag, TIME_ZONE, type Locale } from '@/lib/i18n/locales';
import { formatAed, formatSignedAed } from '@/lib/money';

export { formatAed };
export { DateTime, Money, useFormat } from './localized-format';

type Formats = { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat; day: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat };
const cache = new Map<Locale, Formats>();
function formats(locale: Locale): Formats {
  let f = cache.get(locale);
  if (!f) {
    const tag = intlTag(locale);
    f = {
      date: new Intl.DateTimeFormat(tag, { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' }),
      time: new Intl.DateTimeFormat(tag, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      day: new Intl.DateTimeFormat(tag, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }),
      weekday: new Intl.DateTimeFormat(tag, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
    };
    cache.set(locale, f);
  }
  return f;
}

/** "23 Nov 2026" (an instant, in Dubai). */
export const formatDubaiDate = (iso: string, locale: Locale = 'en') => formats(locale).date.format(new Date(iso));

/** "23 Nov 2026, 10:30" (an instant, in Dubai); Arabic "23 نوفمبر 2026، 10:30". */
export const formatDubaiDateTime = (iso: string, locale: Locale = 'en') => {
  const { date, time } = formats(locale);
  return `${date.format(new Date(iso))}${locale === 'ar' ? '،' : ','} ${time.format(new Date(iso))}`;
};

/** "1 Feb 2026" from a calendar date (YYYY-MM-DD), whatever the browser's time zone. */
export const formatDay = (date: string, locale: Locale = 'en') => formats(locale).day.format(new Date(`${date}T00:00:00Z`));

/** "Sun, 1 Mar 2026": a calendar date with its weekday (tables, tooltips, the tracking log's days). */
export const formatWeekday = (date: string, locale: Locale = 'en') => formats(locale).weekday.format(new Date(`${date}T00:00:00Z`));

/** "+AED 100.00" / "−AED 42.50": the sign said in words' place, for statements. */
export function formatSigned(aed: number, locale: Locale = 'en'): string {
  return formatSignedAed(aed, locale);
}
