'use client';

import { Legend, Pie, PieChart, Tooltip } from 'recharts';
import { colors } from '@/tailwind.config';

export interface Slice {
  name: string;
  value: number;
  colour: string;
}

/**
 * A doughnut of a few counts that add up to a whole. Empty slices are left
 * out of the drawing (they would only crowd the legend); the card's table
 * still lists them. Part of the lazily loaded recharts chunk. Out of the tab
 * order (recharts makes a pie focusable by default): the card's label and
 * table carry the numbers for keyboard and screen reader users.
 */
export function DoughnutChart({ slices }: { slices: Slice[] }) {
  // A `fill` on each data point colours its sector and its legend entry (Cell is deprecated in recharts 3).
  const shown = slices.filter((s) => s.value > 0).map((s) => ({ name: s.name, value: s.value, fill: s.colour }));
  return (
    <PieChart responsive accessibilityLayer={false} style={{ width: '100%', height: 260 }}>
      <Pie data={shown} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%" paddingAngle={shown.length > 1 ? 1 : 0} stroke="#ffffff" isAnimationActive={false} rootTabIndex={-1} />
      <Tooltip contentStyle={{ borderColor: colors.control, color: colors.ink }} />
      <Legend wrapperStyle={{ color: colors.ink }} />
    </PieChart>
  );
}
