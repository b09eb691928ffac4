import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** Holds a numbers card's space while its numbers load, and says so to screen readers. */
export function StatsSkeleton({ label, className }: { label: string; className: string }) {
  return (
    <div aria-busy="true" className="space-y-3">
      <p className="sr-only" role="status">
        {label}
      </p>
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className={cn('w-full', className)} />
    </div>
  );
}

/** In place of a numbers card's content when its period has nothing to count. */
export function StatsEmpty({ message }: { message: string }) {
  return <p className="py-8 text-center text-sm text-ink-600">{message}</p>;
}

/** The head of a card's table of leads per value: the value's column, 'Leads' and '%'. */
export function LeadShareTableHead({ column }: { column: string }) {
  return (
    <thead className="border-b border-ink-200 text-xs font-semibold text-ink-600">
      <tr>
        <th scope="col" className="py-2 pr-3 text-left">
          {column}
        </th>
        <th scope="col" className="py-2 pl-2 text-right">
          Leads
        </th>
        <th scope="col" className="py-2 pl-2 text-right">
          %
        </th>
      </tr>
    </thead>
  );
}
