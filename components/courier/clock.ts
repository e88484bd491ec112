import { intlTag, TIME_ZONE, type Locale } from '@/lib/i18n/locales';

/** "14:05" in Dubai, for the queue's times. */
export const clockTime = (ms: number, locale: Locale) =>
  new Intl.DateTimeFormat(intlTag(locale), { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(ms));

/** Today in Dubai, YYYY-MM-DD (the run's day when there is no run to say it). */
export const dubaiToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
