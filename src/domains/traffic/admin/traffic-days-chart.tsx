/**
 * Visitors and page views per day. Its own module, loaded with `lazy()`: recharts is downloaded
 * only when someone opens 'Tráfego' (or the lead dashboard), never by a public page.
 */
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import {
  CHART_GRID_LINE,
  chartCountAxisProps,
  chartTooltipProps,
  chartXAxisProps,
} from '@/components/admin/chart-style';

import type { TrafficDay } from '../api/get-traffic';
import { formatDayTick, TRAFFIC_SERIES } from '../utils/traffic-report';

export default function TrafficDaysChart({ days }: { days: readonly TrafficDay[] }) {
  return (
    // Hidden from assistive technology: the summary above and the table below say the same.
    <div aria-hidden="true" className="h-64 sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={[...days]}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid vertical={false} stroke={CHART_GRID_LINE} />
          <XAxis dataKey="day" {...chartXAxisProps(formatDayTick, 16)} />
          <YAxis {...chartCountAxisProps(40)} />
          <Tooltip {...chartTooltipProps} labelFormatter={(day) => formatDayTick(String(day))} />
          {TRAFFIC_SERIES.map((series) => (
            <Line
              key={series.key}
              name={series.label}
              dataKey={series.key}
              stroke={series.color}
              strokeWidth={2}
              strokeDasharray={series.dash}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
