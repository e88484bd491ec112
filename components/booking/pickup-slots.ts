// The pickup date and time choices of the booking form, and how a booked
// pickup is written on the confirmation. Dates are Dubai dates (YYYY-MM-DD)
// and times Dubai times (HH:mm), as the API speaks them. Written in English
// unless a locale says otherwise (Arabic: Intl's own order, Latin digits).
import { intlTag, type Locale } from '@/lib/i18n/locales';
import { addDays, dubaiNow, PICKUP_CLOSE, PICKUP_MIN_WINDOW_MINUTES, PICKUP_OPEN, toMinutes } from '@/lib/schemas/dubai-days';

export const SLOT_MINUTES = 30;

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Every half hour of the working day: 08:00, 08:30 … 18:00. */
export const SLOTS: readonly string[] = Array.from(
  { length: (toMinutes(PICKUP_CLOSE) - toMinutes(PICKUP_OPEN)) / SLOT_MINUTES + 1 },
  (_, i) => hhmm(toMinutes(PICKUP_OPEN) + i * SLOT_MINUTES),
);

/**
 * Start times offered for `date`: those that still leave a minimum window
 * before closing and, on today's date, only those after the current Dubai time.
 */
export function startTimes(date: string, now: Date): string[] {
  const { date: today, minutes } = dubaiNow(now);
  const lastStart = toMinutes(PICKUP_CLOSE) - PICKUP_MIN_WINDOW_MINUTES;
  return SLOTS.filter((t) => toMinutes(t) <= lastStart && (date !== today || toMinutes(t) > minutes));
}

/**
 * End times offered: every slot after the start. A window shorter than the
 * minimum stays possible here, so the schema can say why it is refused.
 */
export function endTimes(start: string): string[] {
  const from = /^\d\d:\d\d$/.test(start) ? toMinutes(start) : toMinutes(PICKUP_OPEN);
  return SLOTS.filter((t) => toMinutes(t) > from);
}

function parts(date: string, withYear: boolean, locale: Locale) {
  const fmt = new Intl.DateTimeFormat(intlTag(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    // The string already is a Dubai date: read it at UTC midnight so no offset moves it.
    timeZone: 'UTC',
  });
  const at = new Date(`${date}T00:00:00Z`);
  if (locale !== 'en') return fmt.format(at);
  const p = Object.fromEntries(fmt.formatToParts(at).map((x) => [x.type, x.value]));
  return [p.weekday, p.day, p.month, p.year].filter(Boolean).join(' ');
}

/** "Monday 23 November 2026"; "الاثنين، 23 نوفمبر 2026" in Arabic. */
export const formatPickupDate = (date: string, locale: Locale = 'en') => parts(date, true, locale);

/**
 * "Monday 23 November 2026, 10:00–13:00". In Arabic the times stay one
 * left-to-right run (an isolate), so the window reads 10:00–13:00 there too.
 */
export function formatPickupWindow(date: string, start: string, end: string, locale: Locale = 'en'): string {
  if (locale === 'ar') return `${formatPickupDate(date, locale)}، \u2066${start}–${end}\u2069`;
  return `${formatPickupDate(date, locale)}, ${start}–${end}`;
}

/** How the date picker marks today and tomorrow (the booking.pickup messages in other languages). */
export interface RelativeDays { today: string; tomorrow: string }
const ENGLISH_DAYS: RelativeDays = { today: '(today)', tomorrow: '(tomorrow)' };

/** The date picker's label: "Monday 23 November (today)". */
export function dateOptionLabel(date: string, now: Date, locale: Locale = 'en', days: RelativeDays = ENGLISH_DAYS): string {
  const today = dubaiNow(now).date;
  const suffix = date === today ? days.today : date === addDays(today, 1) ? days.tomorrow : '';
  return suffix ? `${parts(date, false, locale)} ${suffix}` : parts(date, false, locale);
}
