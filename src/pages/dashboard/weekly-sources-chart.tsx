/**
 * The stacked bars of leads per week and source. Its own module, loaded with `lazy()` by the
 * weekly card: recharts (with its d3 parts) is downloaded only when an admin opens the dashboard,
 * never by a public page nor by an editor.
 */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { WeeklySources } from '@/domains/leads/api/get-lead-stats';
import { formatCount } from '@/lib/numbers';

import { seriesColor } from './utils/chart-colors';
import { formatWeekRange, formatWeekTick } from './utils/lead-stats';

type Week = WeeklySources['weeks'][number];

/** ink-600 and ink-200 of the theme, as SVG attributes take them. */
const AXIS_TEXT = '#475569';
const GRID_LINE = '#e2e8f0';

export default function WeeklySourcesChart({ data }: { data: WeeklySources }) {
  return (
    // Hidden from assistive technology: the summary above and the table below say the same in
    // words and numbers; the bars are for the eye (with a tooltip for the mouse).
    <div aria-hidden="true" className="h-64 sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data.weeks}
          accessibilityLayer={false}
          margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
          barCategoryGap="20%"
        >
          <CartesianGrid vertical={false} stroke={GRID_LINE} />
          <XAxis
            dataKey="weekStart"
            tickFormatter={formatWeekTick}
            tick={{ fill: AXIS_TEXT, fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: GRID_LINE }}
            interval="preserveStartEnd"
            minTickGap={8}
          />
          <YAxis
            allowDecimals={false}
            tickFormatter={formatCount}
            tick={{ fill: AXIS_TEXT, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={36}
          />
          <Tooltip
            cursor={{ fill: 'rgba(15, 23, 42, 0.06)' }}
            labelFormatter={(weekStart) => `Semana ${formatWeekRange(String(weekStart))}`}
            formatter={(value) => formatCount(Number(value))}
            // The legend's order, not the alphabet's.
            itemSorter={(item) => data.sources.indexOf(String(item.name))}
            contentStyle={{ borderRadius: 8, borderColor: GRID_LINE, fontSize: 13, padding: '6px 10px' }}
            itemStyle={{ padding: 0 }}
          />
          {data.sources.map((source, index) => (
            <Bar
              key={source}
              name={source}
              // null for none: the tooltip then leaves the source out (the table lists the zeros).
              dataKey={(week: Week) => week.counts[index] || null}
              stackId="leads"
              fill={seriesColor(source, index)}
              stroke="#ffffff"
              strokeWidth={1}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
