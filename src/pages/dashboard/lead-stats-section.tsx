import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { Select } from '@/components/ui/select';
import {
  LEAD_STATS_PERIODS,
  leadCampaignsQueryOptions,
  leadOriginsQueryOptions,
  type LeadStatsPeriod,
} from '@/domains/leads/api/get-lead-stats';

import { FirstContactCard } from './first-contact-card';
import { LeadBreakdownCard } from './lead-breakdown-card';
import { campaignLabel, originLabel, PERIOD_LABELS } from './utils/lead-stats';
import { WeeklySourcesCard } from './weekly-sources-card';

const DEFAULT_PERIOD: LeadStatsPeriod = '30d';

/** The dashboard's lead numbers, for admins: where leads come from and how fast the team answers. */
export function LeadStatsSection() {
  const [period, setPeriod] = useState<LeadStatsPeriod>(DEFAULT_PERIOD);
  const periodId = useId();
  const origins = useQuery(leadOriginsQueryOptions(period));
  const campaigns = useQuery(leadCampaignsQueryOptions(period));
  return (
    <section aria-labelledby="lead-stats-title" className="space-y-4">
      <div>
        <h2 id="lead-stats-title" className="font-display text-xl font-semibold text-ink-950">
          Leads
        </h2>
        <p className="text-sm text-ink-600">De onde vêm os leads e com que rapidez a equipe responde.</p>
      </div>
      <WeeklySourcesCard />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 pt-2">
        <label htmlFor={periodId} className="text-sm font-medium text-ink-800">
          Período dos quadros abaixo
        </label>
        <div className="w-full sm:w-56">
          <Select
            id={periodId}
            value={period}
            onChange={(event) =>
              setPeriod(LEAD_STATS_PERIODS.find((option) => option === event.target.value) ?? DEFAULT_PERIOD)
            }
          >
            {LEAD_STATS_PERIODS.map((option) => (
              <option key={option} value={option}>
                {PERIOD_LABELS[option]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <FirstContactCard period={period} />
        <LeadBreakdownCard
          title="Leads por página de origem"
          description="A página do formulário que a pessoa enviou."
          column="Página"
          period={period}
          query={origins}
          label={originLabel}
          errorMessage="Não foi possível carregar os leads por página de origem."
        />
        <LeadBreakdownCard
          title="Leads por campanha"
          description="O utm_campaign com que a pessoa chegou ao site."
          column="Campanha"
          period={period}
          query={campaigns}
          label={campaignLabel}
          errorMessage="Não foi possível carregar os leads por campanha."
        />
      </div>
    </section>
  );
}
