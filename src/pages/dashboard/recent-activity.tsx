import { useQuery } from '@tanstack/react-query';
import { Briefcase, Lightbulb, Newspaper, UserRoundSearch, type LucideIcon } from 'lucide-react';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

import { recentActivityQueryOptions } from './api/get-recent-activity';
import { formatDateTime } from '@/lib/dates';
import type { ActivityType } from './utils/recent-activity';

const ACTIVITY_TYPES: Record<ActivityType, { label: string; icon: LucideIcon; className: string }> = {
  case: { label: 'Case', icon: Briefcase, className: 'bg-accent-50 text-accent-700' },
  insight: { label: 'Insight', icon: Lightbulb, className: 'bg-amber-50 text-amber-700' },
  lead: { label: 'Lead', icon: UserRoundSearch, className: 'bg-success-50 text-success-800' },
  news: { label: 'Notícia', icon: Newspaper, className: 'bg-ink-100 text-ink-700' },
};

export function RecentActivity({ includeLeads }: { includeLeads: boolean }) {
  const { data, isPending, isError } = useQuery(recentActivityQueryOptions(includeLeads));

  return (
    <Card>
      <CardHeader className="px-4 pb-3 sm:px-6 sm:pb-4">
        <CardTitle id="recent-activity-title">Atividade Recente</CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {isPending ? (
          <ul aria-busy="true" aria-label="Carregando atividade recente" className="divide-y divide-ink-100">
            {Array.from({ length: 5 }, (_, index) => (
              <li key={index} className="flex items-center gap-3 py-3">
                <Skeleton className="size-9 shrink-0" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-3/5" />
                  <Skeleton className="h-3 w-32" />
                </div>
              </li>
            ))}
          </ul>
        ) : isError || data.length === 0 ? (
          <p className="py-6 text-center text-sm text-ink-600">Nenhuma atividade recente</p>
        ) : (
          <ul aria-labelledby="recent-activity-title" className="divide-y divide-ink-100">
            {data.map((item) => {
              const type = ACTIVITY_TYPES[item.type];
              return (
                <li key={`${item.type}-${item.id}`} className="flex items-center gap-3 py-3">
                  <span
                    className={`grid size-9 shrink-0 place-items-center rounded-lg ${type.className}`}
                    aria-hidden="true"
                  >
                    <type.icon className="size-4" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 text-sm font-medium text-ink-950 sm:line-clamp-1">
                      {item.title}
                    </p>
                    <p className="text-xs text-ink-600">
                      <span className="font-semibold text-ink-700">{type.label}</span>
                      <span aria-hidden="true"> · </span>
                      <span className="sr-only">, </span>
                      <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
