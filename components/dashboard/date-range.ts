// The dashboard's date ranges: the presets, worked out on Dubai's calendar
// (the API counts Dubai days), and how a range is written on screen.
import { formatDay } from '@/components/ui/format';
import { dubaiNow } from '@/lib/schemas/booking';
import { DASHBOARD_DEFAULT_DAYS, lastDays, type DashboardRange } from '@/lib/schemas/dashboard';

export const PRESETS = [
  { key: 'last7', label: 'Last 7 days' },
  { key: 'last30', label: 'Last 30 days' },
  { key: 'last90', label: 'Last 90 days' },
  { key: 'month', label: 'This month' },
  { key: 'custom', label: 'Custom' },
] as const;
export type PresetKey = (typeof PRESETS)[number]['key'];
export type RangeChoice = DashboardRange & { preset: PresetKey };
export const DEFAULT_PRESET: PresetKey = 'last30';

/** The range a preset stands for at `now`; 'custom' keeps the range given. `lastN` is the last N Dubai days, today included. */
export function presetRange(preset: PresetKey, now: Date, custom?: DashboardRange): DashboardRange {
  if (preset === 'custom') return custom ?? lastDays(now, DASHBOARD_DEFAULT_DAYS);
  const today = dubaiNow(now).date;
  return preset === 'month' ? { From: `${today.slice(0, 8)}01`, To: today } : lastDays(now, Number(preset.slice('last'.length)));
}

// A calendar date is not an instant: written in UTC so that no time zone can move it by a day.
const SHORT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "1 Mar": chart axes. */
export const formatShortDay = (iso: string) => SHORT.format(new Date(`${iso}T00:00:00Z`));

/** "1 Mar 2026 – 7 Mar 2026", or one date when the range is a single day. */
export const formatRange = ({ From, To }: DashboardRange) => (From === To ? formatDay(From) : `${formatDay(From)} – ${formatDay(To)}`);
