import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';

import { AdminListState } from '@/components/admin/admin-list';
import { ChartDataTable } from '@/components/admin/chart-data-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { weeklySourcesQueryOptions, type WeeklySources } from '@/domains/leads/api/get-lead-stats';
import { useLogQueryError } from '@/lib/log-query-error';
import { formatCount } from '@/lib/numbers';

import { StatsEmpty, StatsSkeleton } from '@/components/admin/stats-states';
import { seriesColor } from './utils/chart-colors';
import { formatWeekRange, sourceTotals, summarizeWeeklySources, weekTotal } from './utils/lead-stats';

const WeeklySourcesChart = lazy(() => import('./weekly-sources-chart'));

const CHART_HEIGHT = 'h-64 sm:h-72';

/** Leads per week of the last 12 weeks, stacked by source: summary, legend, bars, table. */
export function WeeklySourcesCard() {
  const query = useQuery(weeklySourcesQueryOptions());
  useLogQueryError('Erro ao carregar os leads por semana:', query);
  return (
    <Card>
      <CardHeader className="px-4 pb-3 sm:px-6 sm:pb-4">
        <CardTitle>Leads por semana e fonte</CardTitle>
        <CardDescription>
          Últimas 12 semanas, de segunda a domingo (horário de Brasília). A fonte é o utm_source da campanha;
          sem ele, o site de onde a pessoa veio; sem nenhum dos dois, Direto.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <AdminListState
          query={query}
          skeleton={<StatsSkeleton label="Carregando leads por semana..." className={CHART_HEIGHT} />}
          errorMessage="Não foi possível carregar os leads por semana."
          isEmpty={query.data?.weeks.length === 0}
          empty={<StatsEmpty message="Nenhum lead nas últimas 12 semanas." />}
        >
          {query.data && <WeeklySourcesBody data={query.data} />}
        </AdminListState>
      </CardContent>
    </Card>
  );
}

function WeeklySourcesBody({ data }: { data: WeeklySources }) {
  const totals = sourceTotals(data);
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-700">{summarizeWeeklySources(data)}</p>
      <ul aria-label="Fontes" className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-ink-700">
        {data.sources.map((source, index) => (
          <li key={source} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-sm"
              style={{ backgroundColor: seriesColor(source, index) }}
            />
            <span className="break-all">{source}</span>
            <span className="text-ink-600 tabular-nums">({formatCount(totals[index])})</span>
          </li>
        ))}
      </ul>
      <Suspense fallback={<Skeleton className={CHART_HEIGHT} />}>
        <WeeklySourcesChart data={data} />
      </Suspense>
      <ChartDataTable label="Tabela de leads por semana e fonte">
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="sr-only">Leads por semana e fonte, últimas 12 semanas</caption>
          <thead className="border-b border-ink-200 bg-ink-50 text-xs font-semibold text-ink-600">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                Semana
              </th>
              {data.sources.map((source) => (
                <th key={source} scope="col" className="px-3 py-2">
                  {source}
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100 text-ink-700">
            {data.weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                  {formatWeekRange(week.weekStart)}
                </th>
                {week.counts.map((value, index) => (
                  <td key={data.sources[index]} className="px-3 py-2">
                    {formatCount(value)}
                  </td>
                ))}
                <td className="px-3 py-2 font-semibold text-ink-950">{formatCount(weekTotal(week))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-ink-200 font-semibold text-ink-950">
            <tr>
              <th scope="row" className="px-3 py-2 text-left">
                Total
              </th>
              {totals.map((value, index) => (
                <td key={data.sources[index]} className="px-3 py-2">
                  {formatCount(value)}
                </td>
              ))}
              <td className="px-3 py-2">{formatCount(totals.reduce((sum, value) => sum + value, 0))}</td>
            </tr>
          </tfoot>
        </table>
      </ChartDataTable>
    </div>
  );
}
