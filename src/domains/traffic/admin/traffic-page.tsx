import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

import { AdminListState } from '@/components/admin/admin-list';
import { ChartDataTable } from '@/components/admin/chart-data-table';
import { StatsEmpty, StatsSkeleton } from '@/components/admin/stats-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { buildCsv, downloadCsv } from '@/lib/csv';
import { saoPauloToday } from '@/lib/dates';
import { useLogQueryError } from '@/lib/log-query-error';
import { formatCount, formatRate } from '@/lib/numbers';

import {
  trafficBreakdownQueryOptions,
  trafficDaysQueryOptions,
  trafficNowQueryOptions,
  type TrafficDay,
  type TrafficPeriod,
} from '../api/get-traffic';
import {
  describePeriod,
  formatDayTick,
  lastDays,
  periodFromAddress,
  summarizeDays,
  totalsOf,
  TRAFFIC_PRESETS,
  TRAFFIC_SERIES,
  TRAFFIC_TABLES,
} from '../utils/traffic-report';
import { TrafficTableCard } from './traffic-table-card';

const TrafficDaysChart = lazy(() => import('./traffic-days-chart'));

const CHART_HEIGHT = 'h-64 sm:h-72';
const CUSTOM = 'personalizado';

/**
 * 'Tráfego': the site's visits counted without cookies, for any period (in the address, so it can
 * be shared: `?de=yyyy-MM-dd&ate=yyyy-MM-dd`), with what converted into leads.
 */
export function TrafficPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = saoPauloToday();
  const { period, problem } = periodFromAddress(searchParams.get('de'), searchParams.get('ate'), today);
  const choose = (next: TrafficPeriod) =>
    setSearchParams({ de: next.first, ate: next.last }, { replace: true });
  return (
    <div className="space-y-6">
      <TrafficNowCard />
      <PeriodPicker period={period} today={today} problem={problem} onChoose={choose} />
      <TrafficPeriodReport period={period} />
    </div>
  );
}

function PeriodPicker({
  period,
  today,
  problem,
  onChoose,
}: {
  period: TrafficPeriod;
  today: string;
  problem?: string;
  onChoose: (period: TrafficPeriod) => void;
}) {
  const id = useId();
  const preset = TRAFFIC_PRESETS.find((option) => {
    const candidate = lastDays(option.days, today);
    return candidate.first === period.first && candidate.last === period.last;
  });
  const [custom, setCustom] = useState(!preset);
  const [first, setFirst] = useState(period.first);
  const [last, setLast] = useState(period.last);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChoose({ first, last });
  };
  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label="Período">
      <div className="w-full space-y-1.5 sm:w-56">
        <label htmlFor={`${id}-periodo`} className="text-sm font-medium text-ink-800">
          Período
        </label>
        <Select
          id={`${id}-periodo`}
          value={custom ? CUSTOM : (preset?.id ?? CUSTOM)}
          onChange={(event) => {
            const option = TRAFFIC_PRESETS.find((candidate) => candidate.id === event.target.value);
            setCustom(!option);
            if (option) onChoose(lastDays(option.days, today));
          }}
        >
          {TRAFFIC_PRESETS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
          <option value={CUSTOM}>Outro período…</option>
        </Select>
      </div>
      {custom && (
        <>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-de`} className="text-sm font-medium text-ink-800">
              De
            </label>
            <Input
              id={`${id}-de`}
              type="date"
              value={first}
              max={today}
              onChange={(event) => setFirst(event.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-ate`} className="text-sm font-medium text-ink-800">
              Até
            </label>
            <Input
              id={`${id}-ate`}
              type="date"
              value={last}
              max={today}
              onChange={(event) => setLast(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline">
            Ver período
          </Button>
        </>
      )}
      {problem && (
        <p role="alert" className="w-full text-sm text-danger-800">
          {problem} Mostrando os últimos 30 dias.
        </p>
      )}
    </form>
  );
}

/** Visitors on the site right now: the last 30 minutes, in total and per page. */
function TrafficNowCard() {
  const query = useQuery(trafficNowQueryOptions());
  useLogQueryError('Erro ao carregar o tráfego de agora:', query);
  const total = query.data?.find((row) => row.page === null);
  const pages = query.data?.filter((row) => row.page !== null).slice(0, 5) ?? [];
  return (
    <Card>
      <CardHeader className="px-4 pb-3 sm:px-6 sm:pb-4">
        <CardTitle>Agora</CardTitle>
        <CardDescription>Visitantes nos últimos 30 minutos, atualizado a cada minuto.</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <AdminListState
          query={query}
          skeleton={<StatsSkeleton label="Carregando o tráfego de agora..." className="h-12" />}
          errorMessage="Não foi possível carregar o tráfego de agora."
          isEmpty={false}
          empty={null}
        >
          <div className="flex flex-col gap-x-8 gap-y-3 sm:flex-row sm:items-start">
            <p className="text-sm text-ink-700" role="status">
              <span className="block font-display text-3xl font-bold text-ink-950 tabular-nums">
                {formatCount(total?.visitors ?? 0)}
              </span>
              {total?.visitors === 1 ? 'visitante' : 'visitantes'}, {formatCount(total?.views ?? 0)}{' '}
              {total?.views === 1 ? 'página vista' : 'páginas vistas'}
            </p>
            {pages.length > 0 && (
              <ul
                aria-label="Páginas abertas agora"
                className="min-w-0 flex-1 space-y-1 text-sm text-ink-700"
              >
                {pages.map((row) => (
                  <li key={row.page} className="flex justify-between gap-3">
                    <span className="min-w-0 [overflow-wrap:anywhere]">{row.page}</span>
                    <span className="shrink-0 tabular-nums">
                      {formatCount(row.visitors)} {row.visitors === 1 ? 'visitante' : 'visitantes'}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </AdminListState>
      </CardContent>
    </Card>
  );
}

function TrafficPeriodReport({ period }: { period: TrafficPeriod }) {
  const days = useQuery(trafficDaysQueryOptions(period));
  const breakdown = useQuery(trafficBreakdownQueryOptions(period));
  useLogQueryError('Erro ao carregar o tráfego por dia:', days);
  useLogQueryError('Erro ao carregar o tráfego do período:', breakdown);
  return (
    <>
      <TrafficDaysCard period={period} query={days} />
      <AdminListState
        query={breakdown}
        skeleton={<StatsSkeleton label="Carregando as tabelas do período..." className="h-64" />}
        errorMessage="Não foi possível carregar as tabelas do período."
        isEmpty={false}
        empty={null}
        carded
      >
        <div className="grid gap-4 xl:grid-cols-2">
          {TRAFFIC_TABLES.map((table) => (
            <TrafficTableCard
              key={table.id}
              table={table}
              rows={table.select(breakdown.data ?? [])}
              period={period}
            />
          ))}
        </div>
      </AdminListState>
    </>
  );
}

function TrafficDaysCard({ period, query }: { period: TrafficPeriod; query: UseQueryResult<TrafficDay[]> }) {
  return (
    <Card>
      <CardHeader className="px-4 pb-3 sm:px-6 sm:pb-4">
        <CardTitle>Visitas por dia</CardTitle>
        <CardDescription>
          Dias de Brasília. Um visitante é contado uma vez por dia; uma visita é o que ele viu nesse dia, e
          termina em lead quando ele envia um formulário.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <AdminListState
          query={query}
          skeleton={<StatsSkeleton label="Carregando as visitas por dia..." className={CHART_HEIGHT} />}
          errorMessage="Não foi possível carregar as visitas por dia."
          isEmpty={query.data !== undefined && totalsOf(query.data).views === 0}
          empty={<StatsEmpty message={`Nenhuma visita contada ${describePeriod(period)}.`} />}
        >
          {query.data && <TrafficDaysBody days={query.data} period={period} />}
        </AdminListState>
      </CardContent>
    </Card>
  );
}

const TOTAL_CARDS = [
  { key: 'visitors', label: 'Visitantes' },
  { key: 'views', label: 'Páginas vistas' },
  { key: 'visits', label: 'Visitas' },
  { key: 'leads', label: 'Leads' },
] as const;

function TrafficDaysBody({ days, period }: { days: TrafficDay[]; period: TrafficPeriod }) {
  const totals = totalsOf(days);
  const exportCsv = () =>
    downloadCsv(
      `trafego_por-dia_${period.first}_${period.last}.csv`,
      buildCsv(
        ['Dia', 'Visitantes', 'Páginas vistas', 'Visitas', 'Leads'],
        days.map((day) => [day.day, day.visitors, day.views, day.visits, day.leads]),
      ),
    );
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {TOTAL_CARDS.map((card) => (
          <div key={card.key} className="rounded-lg border border-ink-200 p-3">
            <dt className="text-xs font-medium text-ink-600">{card.label}</dt>
            <dd className="font-display text-2xl font-bold text-ink-950 tabular-nums">
              {formatCount(totals[card.key])}
            </dd>
          </div>
        ))}
        <div className="rounded-lg border border-ink-200 p-3">
          <dt className="text-xs font-medium text-ink-600">Conversão</dt>
          <dd className="font-display text-2xl font-bold text-ink-950 tabular-nums">
            {formatRate(totals.leads, totals.visits)}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-ink-700">{summarizeDays(days, period)}</p>
      <ul aria-label="Linhas do gráfico" className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-ink-700">
        {TRAFFIC_SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="h-0.5 w-5 shrink-0"
              style={{ backgroundColor: series.color }}
            />
            {series.label}
          </li>
        ))}
      </ul>
      <Suspense fallback={<Skeleton className={CHART_HEIGHT} />}>
        <TrafficDaysChart days={days} />
      </Suspense>
      <ChartDataTable
        label="Tabela de visitas por dia"
        className="max-h-96 overflow-y-auto"
        actions={
          <Button type="button" variant="outline" size="sm" onClick={exportCsv}>
            <Download aria-hidden="true" className="size-4" />
            Exportar CSV<span className="sr-only"> das visitas por dia</span>
          </Button>
        }
      >
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="sr-only">Visitas por dia, {describePeriod(period)}</caption>
          <thead className="sticky top-0 border-b border-ink-200 bg-ink-50 text-xs font-semibold text-ink-600">
            <tr>
              {['Dia', 'Visitantes', 'Páginas vistas', 'Visitas', 'Leads'].map((header, index) => (
                <th key={header} scope="col" className={index === 0 ? 'px-3 py-2 text-left' : 'px-3 py-2'}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100 text-ink-700">
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {formatDayTick(day.day)}
                </th>
                <td className="px-3 py-2">{formatCount(day.visitors)}</td>
                <td className="px-3 py-2">{formatCount(day.views)}</td>
                <td className="px-3 py-2">{formatCount(day.visits)}</td>
                <td className="px-3 py-2">{formatCount(day.leads)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ChartDataTable>
    </div>
  );
}
