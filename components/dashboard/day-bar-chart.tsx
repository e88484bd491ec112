'use client';

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay, formatShortDay } from './date-range';
import type { DayCount } from './use-dashboard';
import { colors } from '@/tailwind.config';

export interface DayBarChartProps {
  days: DayCount[];
  /** The series' name in the legend and the tooltip ("Shipments"). */
  name: string;
  colour: string;
}

/**
 * Counts per day as bars. Part of the lazily loaded recharts chunk (see
 * lazy-charts.tsx). The card around it gives the chart its label and the
 * numbers as a table, so the drawing itself stays out of the keyboard order.
 */
export function DayBarChart({ days, name, colour }: DayBarChartProps) {
  return (
    <BarChart data={days} responsive accessibilityLayer={false} style={{ width: '100%', height: 260 }} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={colors.line} />
      {/* Recharts drops labels that would overlap, keeping the first and the last day. */}
      <XAxis dataKey="Date" tickFormatter={formatShortDay} interval="preserveStartEnd" minTickGap={16} tick={{ fill: colors.muted, fontSize: 12 }} />
      <YAxis allowDecimals={false} tick={{ fill: colors.muted, fontSize: 12 }} />
      <Tooltip
        labelFormatter={(label) => formatDay(String(label))}
        cursor={{ fill: colors.canvas }}
        contentStyle={{ borderColor: colors.control, color: colors.ink }}
      />
      <Legend wrapperStyle={{ color: colors.ink }} />
      <Bar dataKey="Count" name={name} fill={colour} radius={[3, 3, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}
