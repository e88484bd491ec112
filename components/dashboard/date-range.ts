// The dashboard's date ranges: the presets, worked out on Dubai's calendar
// (the API counts Dubai days), and how a range is written on screen (English
// unless a locale is given; Arabic month names with Latin digits).
import { formatDay } from '@/components/ui/format';
import { intlTag, type Locale } from '@/lib/i18n/locales';
import { dubaiNow } from '@/lib/schemas/dubai-days';
import { DASHBOARD_DEFAULT_DAYS, lastDays, type DashboardRange } from '@/lib/schemas/dashboard-range';

/** The presets in the picker's order; their names are `dashboard.range.presets.<key>`. */
export const PRESETS = ['last7', 'last30', 'last90', 'month', 'custom'] as const;
export type PresetKey = (typeof PRESETS)[number];
export type RangeChoice = DashboardRange & { preset: PresetKey };
export const DEFAULT_PRESET: PresetKey = 'last30';

/** The range a preset stands for at `now`; 'custom' keeps the range given. `lastN` is the last N Dubai days, today included. */
export function presetRange(preset: PresetKey, now: Date, custom?: DashboardRange): DashboardRange {
  if (preset === 'custom') return custom ?? lastDays(now, DASHBOARD_DEFAULT_DAYS);
  const today = dubaiNow(now).date;
  return preset === 'month' ? { From: `${today.slice(0, 8)}01`, To: today } : lastDays(now, Number(preset.slice('last'.length)));
}

// A calendar date is not an instant: written in UTC so that no time zone can move it by a day.
const SHORT = new Map<Locale, Intl.DateTimeFormat>();
/** "1 Mar": chart axes. */
export function formatShortDay(iso: string, locale: Locale = 'en'): string {
  let f = SHORT.get(locale);
  if (!f) SHORT.set(locale, (f = new Intl.DateTimeFormat(intlTag(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' })));
  return f.format(new Date(`${iso}T00:00:00Z`));
}

/**
 * The days a chart's time axis names: the first, then one every `step` days,
 * and the last, at most `max` in all. The step is the smallest that keeps to
 * `max`, and the last day stays at least a step from the one before it (that
 * one is left out otherwise), so no two labels come closer than a step.
 * Chosen here rather than by the charting library, which finds the labels
 * that fit by measuring each one in the page (a forced layout per label: the
 * largest part of drawing the dashboard's bar chart on a phone, issue 12).
 * Five "30 Nov"-wide labels fit a phone's chart.
 */
export function axisDays<T>(days: readonly T[], max = 5): T[] {
  const last = days.length - 1;
  if (last < max) return [...days];
  const step = Math.ceil(last / (max - 1));
  const picked: number[] = [];
  for (let i = 0; last - i >= step; i += step) picked.push(i);
  return [...picked, last].map((i) => days[i]!);
}

/** "1 Mar 2026 – 7 Mar 2026", or one date when the range is a single day. */
export const formatRange = ({ From, To }: DashboardRange, locale: Locale = 'en') =>
  From === To ? formatDay(From, locale) : `${formatDay(From, locale)} – ${formatDay(To, locale)}`;
