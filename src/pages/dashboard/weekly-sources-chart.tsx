/**
 * The stacked bars of leads per week and source. Its own module, loaded with `lazy()` by the
 * weekly card: recharts (with its d3 parts) is downloaded only when an admin opens the dashboard,
 * never by a public page nor by an editor.
 */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { WeeklySources } from '@/domains/leads/api/get-lead-stats';
import {
  CHART_GRID_LINE,
  chartCountAxisProps,
  chartTooltipProps,
  chartXAxisProps,
} from '@/components/admin/chart-style';

import { seriesColor } from './utils/chart-colors';
import { formatWeekRange, formatWeekTick } from './utils/lead-stats';

type Week = WeeklySources['weeks'][number];

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
          <CartesianGrid vertical={false} stroke={CHART_GRID_LINE} />
          <XAxis dataKey="weekStart" {...chartXAxisProps(formatWeekTick, 8)} />
          <YAxis {...chartCountAxisProps(36)} />
          <Tooltip
            {...chartTooltipProps}
            cursor={{ fill: 'rgba(15, 23, 42, 0.06)' }}
            labelFormatter={(weekStart) => `Semana ${formatWeekRange(String(weekStart))}`}
            // The legend's order, not the alphabet's.
            itemSorter={(item) => data.sources.indexOf(String(item.name))}
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
