import { OTHER_SOURCES } from '@/domains/leads/api/get-lead-stats';

/**
 * Colours of the lead charts: each at least 4.5:1 against white (text-grade, above the 3:1 that
 * WCAG asks of graphics) and told apart by hue; stacked segments are also parted by a white line.
 * The numbers are always in a table as well, so no one needs the colours to read them.
 */
export const SERIES_COLORS = ['#1d4ed8', '#c2410c', '#047857', '#7e22ce', '#be123c', '#a16207'] as const;

/** 'Outros' (the smaller sources added up) and leads not contacted yet: a neutral slate. */
export const NEUTRAL_COLOR = '#64748b';

/** The colour of a weekly chart series: 'Outros' is always the neutral one. */
export const seriesColor = (source: string, index: number) =>
  source === OTHER_SOURCES ? NEUTRAL_COLOR : SERIES_COLORS[index % SERIES_COLORS.length];
