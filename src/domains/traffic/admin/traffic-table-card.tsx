import { Download } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { buildCsv, downloadCsv } from '@/lib/csv';
import { formatCount } from '@/lib/numbers';
import { cn } from '@/lib/utils';

import type { TrafficPeriod, TrafficRow } from '../api/get-traffic';
import { describePeriod, tableCsvRows, type TrafficTable } from '../utils/traffic-report';

/** Rows shown before 'Ver todas'. */
const FIRST_ROWS = 10;

/**
 * One table of 'Tráfego' (pages, sources, campaigns…): its rows of the period, the first ten
 * unless the person asks for all, and the table as CSV.
 */
export function TrafficTableCard({
  table,
  rows,
  period,
}: {
  table: TrafficTable;
  rows: readonly TrafficRow[];
  period: TrafficPeriod;
}) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? rows : rows.slice(0, FIRST_ROWS);
  const captionId = `trafego-${table.id}`;
  const exportCsv = () => {
    const [headers, ...lines] = tableCsvRows(table, rows);
    downloadCsv(
      `trafego_${table.id}_${period.first}_${period.last}.csv`,
      buildCsv(headers.map(String), lines),
    );
  };
  return (
    <Card className={cn('flex min-w-0 flex-col', table.wide && 'xl:col-span-2')}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 px-4 pb-3 sm:px-6 sm:pb-4">
        <div className="min-w-0 space-y-1.5">
          <CardTitle id={captionId}>{table.title}</CardTitle>
          <CardDescription>{table.description}</CardDescription>
        </div>
        {rows.length > 0 && (
          <Button type="button" variant="outline" size="sm" onClick={exportCsv}>
            <Download aria-hidden="true" className="size-4" />
            Exportar CSV<span className="sr-only"> de {table.title}</span>
          </Button>
        )}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-ink-600">Nada contado {describePeriod(period)}.</p>
        ) : (
          <>
            <div
              role="region"
              aria-labelledby={captionId}
              tabIndex={0}
              className="overflow-x-auto rounded-lg border border-ink-200"
            >
              <table className="w-full text-sm tabular-nums">
                <caption className="sr-only">
                  {table.title}, {describePeriod(period)}
                </caption>
                <thead className="border-b border-ink-200 bg-ink-50 text-xs font-semibold text-ink-600">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left">
                      {table.label}
                    </th>
                    {table.columns.map((column) => (
                      <th key={column.header} scope="col" className="px-3 py-2 text-right whitespace-nowrap">
                        {column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink-100 text-ink-700">
                  {shown.map((row) => (
                    <tr key={`${row.dimension}:${row.value}`}>
                      <th
                        scope="row"
                        className="max-w-72 px-3 py-2 text-left font-normal [overflow-wrap:anywhere] text-ink-900"
                      >
                        {table.name(row)}
                      </th>
                      {table.columns.map((column) => {
                        const value = column.value(row);
                        return (
                          <td key={column.header} className="px-3 py-2 text-right">
                            {typeof value === 'number' ? formatCount(value) : value}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {rows.length > FIRST_ROWS && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="mt-2"
                aria-expanded={showAll}
                onClick={() => setShowAll((all) => !all)}
              >
                {showAll ? 'Mostrar só as 10 primeiras' : `Ver todas (${formatCount(rows.length)})`}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
