// The dashboard's date ranges: the presets, worked out on Dubai's calendar
// (the API counts Dubai days), and how a calendar date is written on screen.
import { dubaiNow } from '@/lib/schemas/booking';
import { lastDays, type DashboardRange } from '@/lib/schemas/dashboard';

export const PRESETS = [
  { key: 'last7', label: 'Last 7 days' },
  { key: 'last30', label: 'Last 30 days' },
  { key: 'last90', label: 'Last 90 days' },
  { key: 'month', label: 'This month' },
  { key: 'custom', label: 'Custom' },
] as const;
export type PresetKey = (typeof PRESETS)[number]['key'];

export interface RangeChoice extends DashboardRange {
  preset: PresetKey;
}

/** The range a preset stands for at `now`; 'custom' keeps the range given. */
export function presetRange(preset: PresetKey, now: Date, custom?: DashboardRange): DashboardRange {
  switch (preset) {
    case 'last7':
      return lastDays(now, 7);
    case 'last30':
      return lastDays(now, 30);
    case 'last90':
      return lastDays(now, 90);
    case 'month': {
      const today = dubaiNow(now).date;
      return { From: `${today.slice(0, 8)}01`, To: today };
    }
    case 'custom':
      return custom ?? lastDays(now, 30);
  }
}

export const DEFAULT_PRESET: PresetKey = 'last30';

// Calendar dates are not instants: read and write them in UTC so that no
// time zone (the browser's or Dubai's) can move them by a day.
const long = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const withYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "Sun, 1 Mar 2026": tooltips and tables. */
export const formatDay = (iso: string) => long.format(asDate(iso));
/** "1 Mar": chart axes. */
export const formatShortDay = (iso: string) => short.format(asDate(iso));

/** "1 Mar 2026 – 7 Mar 2026", or one date when the range is a single day. */
export function formatRange({ From, To }: DashboardRange): string {
  return From === To ? withYear.format(asDate(From)) : `${withYear.format(asDate(From))} – ${withYear.format(asDate(To))}`;
}
