/**
 * Visitors and page views per day. Its own module, loaded with `lazy()`: recharts is downloaded
 * only when someone opens 'Tráfego' (or the lead dashboard), never by a public page.
 */
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { formatCount } from '@/lib/numbers';

import type { TrafficDay } from '../api/get-traffic';
import { formatDayTick, TRAFFIC_SERIES } from '../utils/traffic-report';

/** ink-600 and ink-200 of the theme, as SVG attributes take them. */
const AXIS_TEXT = '#475569';
const GRID_LINE = '#e2e8f0';

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
          <CartesianGrid vertical={false} stroke={GRID_LINE} />
          <XAxis
            dataKey="day"
            tickFormatter={formatDayTick}
            tick={{ fill: AXIS_TEXT, fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: GRID_LINE }}
            interval="preserveStartEnd"
            minTickGap={16}
          />
          <YAxis
            allowDecimals={false}
            tickFormatter={formatCount}
            tick={{ fill: AXIS_TEXT, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={40}
          />
          <Tooltip
            labelFormatter={(day) => formatDayTick(String(day))}
            formatter={(value) => formatCount(Number(value))}
            contentStyle={{ borderRadius: 8, borderColor: GRID_LINE, fontSize: 13, padding: '6px 10px' }}
            itemStyle={{ padding: 0 }}
          />
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
