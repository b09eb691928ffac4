import { isCalendarDate } from '@/limits/date';

import { LEAD_STAGES, type LeadStage } from '../stages';

/**
 * The admin's lead filters besides the search box, as the URL keeps them
 * (`?etapa=novo,em_contato&origem=/salto&utm_source=google&utm_campaign=x&de=2026-11-01&ate=2026-11-30`),
 * so a reload, the back button and a shared link show the same leads. `busca` and `pagina` belong
 * to the list (`useListUrlState`); `lead` to the details.
 */
export const LEAD_FILTER_PARAMS = {
  stages: 'etapa',
  origin: 'origem',
  utmSource: 'utm_source',
  utmCampaign: 'utm_campaign',
  from: 'de',
  to: 'ate',
} as const;

/** `?origem=` of the leads without an origin page (`pagina_origem` is null). */
export const NO_ORIGIN_PARAM = 'nao-informada';

/** What the filters hold (the search box apart): each one absent when it does not narrow. */
export interface LeadFilterValues {
  /** Only these stages (at least one). */
  stages?: readonly LeadStage[];
  /** Only leads sent from this page (`pagina_origem`); null: those without one ('Não informada'). */
  origin?: string | null;
  /** Only this `utm_source` / `utm_campaign`, in any case (trimmed, never empty). */
  utmSource?: string;
  utmCampaign?: string;
  /** Received from this day on / up to this day, inclusive: days of São Paulo, yyyy-MM-dd. */
  from?: string;
  to?: string;
}

/** The filters a URL holds; a value that is not one (an unknown stage, '2026-13-01') is ignored. */
export function leadFiltersFromParams(params: URLSearchParams): LeadFilterValues {
  const filters: LeadFilterValues = {};
  const stages = (params.get(LEAD_FILTER_PARAMS.stages) ?? '')
    .split(',')
    .filter((stage): stage is LeadStage => (LEAD_STAGES as readonly string[]).includes(stage));
  // In the pipeline's order, each once, whatever the URL's order.
  const ordered = LEAD_STAGES.filter((stage) => stages.includes(stage));
  if (ordered.length > 0) filters.stages = ordered;
  const origin = params.get(LEAD_FILTER_PARAMS.origin);
  if (origin === NO_ORIGIN_PARAM) filters.origin = null;
  else if (origin) filters.origin = origin;
  const utmSource = params.get(LEAD_FILTER_PARAMS.utmSource)?.trim();
  if (utmSource) filters.utmSource = utmSource;
  const utmCampaign = params.get(LEAD_FILTER_PARAMS.utmCampaign)?.trim();
  if (utmCampaign) filters.utmCampaign = utmCampaign;
  const from = params.get(LEAD_FILTER_PARAMS.from);
  if (from && isCalendarDate(from)) filters.from = from;
  const to = params.get(LEAD_FILTER_PARAMS.to);
  if (to && isCalendarDate(to)) filters.to = to;
  return filters;
}

/** `current` with the filters set to `filters` (the others, `busca` and `lead` included, kept). */
export function withLeadFilterParams(current: URLSearchParams, filters: LeadFilterValues): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of Object.values(LEAD_FILTER_PARAMS)) next.delete(name);
  if (filters.stages?.length) next.set(LEAD_FILTER_PARAMS.stages, filters.stages.join(','));
  if (filters.origin === null) next.set(LEAD_FILTER_PARAMS.origin, NO_ORIGIN_PARAM);
  else if (filters.origin) next.set(LEAD_FILTER_PARAMS.origin, filters.origin);
  if (filters.utmSource) next.set(LEAD_FILTER_PARAMS.utmSource, filters.utmSource);
  if (filters.utmCampaign) next.set(LEAD_FILTER_PARAMS.utmCampaign, filters.utmCampaign);
  if (filters.from) next.set(LEAD_FILTER_PARAMS.from, filters.from);
  if (filters.to) next.set(LEAD_FILTER_PARAMS.to, filters.to);
  return next;
}

/** How many filters narrow the list (the 'Filtros (2)' of phones). */
export function activeLeadFilterCount(filters: LeadFilterValues): number {
  return Object.values(filters).filter((value) => value !== undefined).length;
}
