/**
 * The admin charts' look (recharts props), in one place: the theme's ink-600 text and ink-200
 * lines as SVG attributes take them, count axes without decimals, a compact tooltip.
 */
import { formatCount } from '@/lib/numbers';

export const CHART_AXIS_TEXT = '#475569';
export const CHART_GRID_LINE = '#e2e8f0';

/** The horizontal axis of dates or weeks: `tickFormatter` names them ('17/11'). */
export const chartXAxisProps = (tickFormatter: (value: string) => string, minTickGap: number) => ({
  tickFormatter,
  tick: { fill: CHART_AXIS_TEXT, fontSize: 12 },
  tickLine: false,
  axisLine: { stroke: CHART_GRID_LINE },
  interval: 'preserveStartEnd' as const,
  minTickGap,
});

/** The vertical axis of counts ('1.234'). */
export const chartCountAxisProps = (width: number) => ({
  allowDecimals: false,
  tickFormatter: formatCount,
  tick: { fill: CHART_AXIS_TEXT, fontSize: 12 },
  tickLine: false,
  axisLine: false,
  width,
});

/** The tooltip's box and rows; its values are counts. */
export const chartTooltipProps = {
  formatter: (value: unknown) => formatCount(Number(value)),
  contentStyle: { borderRadius: 8, borderColor: CHART_GRID_LINE, fontSize: 13, padding: '6px 10px' },
  itemStyle: { padding: 0 },
};
