import type { ReactNode } from 'react';

import { cn } from '@/lib/utils';

/**
 * A chart's numbers as a table, folded under 'Ver dados em tabela': the chart is for the eye, the
 * table for reading and for assistive technology. The table scrolls inside its labelled region.
 */
export function ChartDataTable({
  label,
  actions,
  className,
  children,
}: {
  /** The region's name, e.g. 'Tabela de visitas por dia'. */
  label: string;
  /** Above the table (an export button). */
  actions?: ReactNode;
  className?: string;
  /** The `<table>`. */
  children: ReactNode;
}) {
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium text-accent-700 hover:text-accent-800">
        Ver dados em tabela
      </summary>
      <div className="mt-3 space-y-2">
        {actions}
        <div
          role="region"
          aria-label={label}
          tabIndex={0}
          className={cn('overflow-x-auto rounded-lg border border-ink-200', className)}
        >
          {children}
        </div>
      </div>
    </details>
  );
}
