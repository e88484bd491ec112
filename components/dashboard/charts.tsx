'use client';

// The dashboard's drawings: the lazily loaded recharts chunk (see chart-card.tsx).
// The card around each gives the chart its label and the numbers as a table,
// so the drawings stay out of the keyboard order (no accessibility layer, no
// focusable pie) and their colours come from the design tokens.
//
// Right to left: the charts are not mirrored. Time runs left to right on an
// Arabic page too, as Arabic finance and analytics screens draw it (and as
// the figures' Latin digits read); the card draws them in a dir="ltr" box.
// Only their words are Arabic: axis dates, tooltips and the legend.
import { Bar, BarChart, CartesianGrid, Legend, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatWeekday } from '@/components/ui/format';
import type { Locale } from '@/lib/i18n/locales';
import { colors } from '@/tailwind.config';
import { axisDays, formatShortDay } from './date-range';
import type { DayCount } from './use-dashboard';

const tick = { fill: colors.muted, fontSize: 12 };
const tooltip = { borderColor: colors.control, color: colors.ink };
const legend = { color: colors.ink };
const noLines = () => [];

/**
 * A day under the bars: "30 Nov". The first starts at its bar and the last ends
 * at its bar, so neither runs off the chart's edges. Plain SVG text: the
 * library's own label measures every word in the page to wrap it, which a
 * short date never needs.
 */
function DayTick({ x, y, index = 0, visibleTicksCount = 1, payload, locale }: { x?: number; y?: number; index?: number; visibleTicksCount?: number; payload?: { value: string }; locale: Locale }) {
  const anchor = visibleTicksCount === 1 ? 'middle' : index === 0 ? 'start' : index === visibleTicksCount - 1 ? 'end' : 'middle';
  return (
    <text x={x} y={y} dy="0.71em" textAnchor={anchor} fill={tick.fill} fontSize={tick.fontSize} className="recharts-cartesian-axis-tick-value">
      {payload ? formatShortDay(payload.value, locale) : null}
    </text>
  );
}

/** Counts per day as bars; `name` is the series' name in the legend and the tooltip ("Shipments"). */
export function DayBarChart({ days, name, colour, locale }: { days: DayCount[]; name: string; colour: string; locale: Locale }) {
  return (
    <BarChart data={days} responsive accessibilityLayer={false} style={{ width: '100%', height: 260 }} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
      {/* Horizontal lines only; the generator spares the grid working out the x axis's ticks again for lines it does not draw. */}
      <CartesianGrid strokeDasharray="3 3" vertical={false} verticalCoordinatesGenerator={noLines} stroke={colors.line} />
      {/* Up to five days are named, the first and the last among them (axisDays); `interval={0}` draws every
          tick given, so the library measures no label in the page to find the ones that fit. */}
      <XAxis dataKey="Date" ticks={axisDays(days.map((d) => d.Date))} interval={0} tick={<DayTick locale={locale} />} />
      <YAxis allowDecimals={false} interval={0} tick={tick} />
      <Tooltip labelFormatter={(label) => formatWeekday(String(label), locale)} cursor={{ fill: colors.canvas }} contentStyle={tooltip} />
      <Legend wrapperStyle={legend} />
      <Bar dataKey="Count" name={name} fill={colour} radius={[3, 3, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}

/**
 * A doughnut of a few counts that add up to a whole. Empty slices are left
 * out of the drawing (they would only crowd the legend); the card's table
 * still lists them.
 */
export function DoughnutChart({ slices }: { slices: Array<{ name: string; value: number; colour: string }> }) {
  // A `fill` on each data point colours its sector and its legend entry (Cell is deprecated in recharts 3).
  const shown = slices.filter((s) => s.value > 0).map((s) => ({ name: s.name, value: s.value, fill: s.colour }));
  return (
    <PieChart responsive accessibilityLayer={false} style={{ width: '100%', height: 260 }}>
      <Pie data={shown} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%" paddingAngle={shown.length > 1 ? 1 : 0} stroke={colors.surface} isAnimationActive={false} rootTabIndex={-1} />
      <Tooltip contentStyle={tooltip} />
      <Legend wrapperStyle={legend} />
    </PieChart>
  );
}
