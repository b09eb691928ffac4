import { useQuery } from '@tanstack/react-query';
import { Briefcase, Lightbulb, Newspaper, UserRoundSearch, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/numbers';

import { countQueryOptions, type CountTable } from './api/get-count';

interface StatDefinition {
  table: CountTable;
  label: string;
  icon: LucideIcon;
  to: string;
  adminOnly?: boolean;
}

/** Count cards in the product's order; users and leads only for admins (an editor's count would be 0). */
const DASHBOARD_STATS: readonly StatDefinition[] = [
  { table: 'cases', label: 'Cases', icon: Briefcase, to: '/admin/cases' },
  { table: 'insights', label: 'Insights', icon: Lightbulb, to: '/admin/insights' },
  { table: 'profiles', label: 'Usuários', icon: Users, to: '/admin/users', adminOnly: true },
  { table: 'leads', label: 'Leads', icon: UserRoundSearch, to: '/admin/leads', adminOnly: true },
  { table: 'noticias', label: 'Notícias', icon: Newspaper, to: '/admin/noticias' },
];

export function DashboardStats({ isAdmin }: { isAdmin: boolean }) {
  const stats = DASHBOARD_STATS.filter((stat) => isAdmin || !stat.adminOnly);
  return (
    <section aria-labelledby="dashboard-stats-title">
      <h2 id="dashboard-stats-title" className="sr-only">
        Totais
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))]">
        {stats.map((stat) => (
          <li key={stat.table}>
            <StatCard {...stat} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StatCard({ table, label, icon: Icon, to }: StatDefinition) {
  const { data, isPending, isError } = useQuery(countQueryOptions(table));
  return (
    <Card className="relative h-full p-4 transition-colors hover:border-ink-300 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <Link
          to={to}
          className="text-sm font-medium text-ink-600 after:absolute after:inset-0 after:rounded-xl hover:text-ink-950"
        >
          {label}
        </Link>
        <span className="grid size-8 place-items-center rounded-lg bg-accent-50 text-accent-700">
          <Icon aria-hidden="true" className="size-4" />
        </span>
      </div>
      <div className="mt-3 h-9">
        {isPending ? (
          <Skeleton className="h-8 w-14" />
        ) : (
          <p className="font-display text-3xl font-bold text-ink-950 tabular-nums">
            {isError ? (
              <span title="Não foi possível carregar" aria-label="indisponível">
                —
              </span>
            ) : (
              formatCount(data)
            )}
          </p>
        )}
      </div>
    </Card>
  );
}
