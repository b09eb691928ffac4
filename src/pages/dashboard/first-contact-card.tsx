import { useQuery } from '@tanstack/react-query';

import { AdminListState } from '@/components/admin/admin-list';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  leadFirstContactQueryOptions,
  type LeadFirstContact,
  type LeadStatsPeriod,
} from '@/domains/leads/api/get-lead-stats';
import { useLogQueryError } from '@/lib/log-query-error';
import { formatCount, formatShare } from '@/lib/numbers';

import { StatsEmpty, StatsSkeleton, LeadShareTableHead } from '@/components/admin/stats-states';
import { NEUTRAL_COLOR, SERIES_COLORS } from './utils/chart-colors';
import { PERIOD_LABELS, summarizeFirstContact } from './utils/lead-stats';

/** The parts the period's leads split into, in the bar's order. */
const PARTS = [
  { key: 'contactedWithin24h', label: 'Contatados em até 24 h', color: SERIES_COLORS[2] },
  { key: 'contactedLater', label: 'Contatados depois de 24 h', color: SERIES_COLORS[5] },
  { key: 'notContacted', label: 'Ainda sem contato', color: NEUTRAL_COLOR },
] as const satisfies readonly { key: keyof LeadFirstContact; label: string; color: string }[];

/** How many of the period's leads were contacted within 24 hours of arriving, and the rest. */
export function FirstContactCard({ period }: { period: LeadStatsPeriod }) {
  const query = useQuery(leadFirstContactQueryOptions(period));
  useLogQueryError('Erro ao carregar o primeiro contato dos leads:', query);
  return (
    <Card className="flex flex-col">
      <CardHeader className="px-4 pb-3 sm:px-6 sm:pb-4">
        <CardTitle>Contato em até 24 horas</CardTitle>
        <CardDescription>Leads do período contatados até 24 horas depois de chegar.</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <AdminListState
          query={query}
          skeleton={<StatsSkeleton label="Carregando o primeiro contato dos leads..." className="h-40" />}
          errorMessage="Não foi possível carregar o primeiro contato dos leads."
          isEmpty={query.data?.leads === 0}
          empty={<StatsEmpty message="Nenhum lead no período." />}
        >
          {query.data && <FirstContactBody data={query.data} period={period} />}
        </AdminListState>
      </CardContent>
    </Card>
  );
}

function FirstContactBody({ data, period }: { data: LeadFirstContact; period: LeadStatsPeriod }) {
  return (
    <div className="space-y-4">
      <p aria-hidden="true" className="font-display text-4xl font-bold text-ink-950 tabular-nums">
        {formatShare(data.contactedWithin24h, data.leads)}
      </p>
      <p className="text-sm text-ink-700">{summarizeFirstContact(data, period)}</p>
      <div aria-hidden="true" className="flex h-3 gap-0.5 overflow-hidden rounded-full">
        {PARTS.filter(({ key }) => data[key] > 0).map(({ key, color }) => (
          <span key={key} style={{ flexGrow: data[key], backgroundColor: color }} />
        ))}
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">
          Primeiro contato dos leads, {PERIOD_LABELS[period].toLowerCase()}
        </caption>
        <LeadShareTableHead column="Situação" />
        <tbody className="divide-y divide-ink-100 text-ink-700">
          {PARTS.map(({ key, label, color }) => (
            <tr key={key}>
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="size-3 shrink-0 rounded-sm"
                    style={{ backgroundColor: color }}
                  />
                  {label}
                </span>
              </th>
              <td className="py-2 pl-2 text-right font-semibold text-ink-950 tabular-nums">
                {formatCount(data[key])}
              </td>
              <td className="py-2 pl-2 text-right tabular-nums">{formatShare(data[key], data.leads)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-ink-200 font-semibold text-ink-950">
          <tr>
            <th scope="row" className="py-2 pr-3 text-left">
              Leads no período
            </th>
            <td className="py-2 pl-2 text-right tabular-nums">{formatCount(data.leads)}</td>
            <td className="py-2 pl-2 text-right tabular-nums">{formatShare(data.leads, data.leads)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
