import type { UseQueryResult } from '@tanstack/react-query';

import { AdminListState } from '@/components/admin/admin-list';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { LeadBreakdownRow, LeadStatsPeriod } from '@/domains/leads/api/get-lead-stats';
import { useLogQueryError } from '@/lib/log-query-error';
import { formatCount, formatShare } from '@/lib/numbers';

import { StatsEmpty, StatsSkeleton, LeadShareTableHead } from '@/components/admin/stats-states';
import { PERIOD_LABELS, summarizeBreakdown } from './utils/lead-stats';

interface LeadBreakdownCardProps {
  /** e.g. 'Leads por campanha'. */
  title: string;
  description: string;
  /** The first column's header, e.g. 'Campanha'. */
  column: string;
  period: LeadStatsPeriod;
  /** The period's rows (`leadOriginsQueryOptions`, `leadCampaignsQueryOptions`). */
  query: UseQueryResult<LeadBreakdownRow[]>;
  /** A row's name in words ('Sem campanha' for a null campaign…). */
  label: (row: LeadBreakdownRow) => string;
  errorMessage: string;
}

/**
 * The period's leads per value of one column, largest first: a table whose rows carry a bar of
 * their share, so the chart and its data are one and the same.
 */
export function LeadBreakdownCard({
  title,
  description,
  column,
  period,
  query,
  label,
  errorMessage,
}: LeadBreakdownCardProps) {
  useLogQueryError(`Erro ao carregar ${title.toLowerCase()}:`, query);
  return (
    <Card className="flex flex-col">
      <CardHeader className="px-4 pb-3 sm:px-6 sm:pb-4">
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <AdminListState
          query={query}
          skeleton={<StatsSkeleton label={`Carregando ${title.toLowerCase()}...`} className="h-40" />}
          errorMessage={errorMessage}
          isEmpty={query.data?.length === 0}
          empty={<StatsEmpty message="Nenhum lead no período." />}
        >
          {query.data && (
            <LeadBreakdownBody
              rows={query.data}
              title={title}
              column={column}
              period={period}
              label={label}
            />
          )}
        </AdminListState>
      </CardContent>
    </Card>
  );
}

interface LeadBreakdownBodyProps {
  rows: readonly LeadBreakdownRow[];
  title: string;
  column: string;
  period: LeadStatsPeriod;
  label: (row: LeadBreakdownRow) => string;
}

function LeadBreakdownBody({ rows, title, column, period, label }: LeadBreakdownBodyProps) {
  const total = rows.reduce((sum, row) => sum + row.leads, 0);
  return (
    <>
      <p className="mb-3 text-sm text-ink-700">{summarizeBreakdown(rows, label, period)}</p>
      <table className="w-full text-sm">
        <caption className="sr-only">
          {title}, {PERIOD_LABELS[period].toLowerCase()}
        </caption>
        <LeadShareTableHead column={column} />
        <tbody className="divide-y divide-ink-100">
          {rows.map((row) => (
            <tr key={`${row.others}-${row.value}`}>
              <th scope="row" className="py-2 pr-3 text-left font-normal text-ink-800">
                <span className="break-words">{label(row)}</span>
                <span aria-hidden="true" className="mt-1.5 block h-2 rounded-full bg-ink-100">
                  <span
                    className="block h-2 rounded-full bg-accent-700"
                    style={{ width: `${(row.leads / total) * 100}%` }}
                  />
                </span>
              </th>
              <td className="py-2 pl-2 text-right align-top font-semibold text-ink-950 tabular-nums">
                {formatCount(row.leads)}
              </td>
              <td className="py-2 pl-2 text-right align-top text-ink-700 tabular-nums">
                {formatShare(row.leads, total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
