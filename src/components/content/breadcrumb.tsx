import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

import { breadcrumbHomeLabel } from '@/content/navigation';
import { cn } from '@/lib/utils';

export interface BreadcrumbItem {
  label: string;
  /** Omit on the last item (the current page). */
  href?: string;
}

interface BreadcrumbProps {
  /** Trail after 'Início'; the last item is the current page. */
  items: readonly BreadcrumbItem[];
}

/** 'Trilha de navegação': an ordered list; the last item carries `aria-current="page"`. */
export function Breadcrumb({ items }: BreadcrumbProps) {
  const trail: readonly BreadcrumbItem[] = [{ label: breadcrumbHomeLabel, href: '/' }, ...items];
  return (
    <nav aria-label="Trilha de navegação" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {trail.map((item, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1.5">
              {index > 0 && <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-ink-400" />}
              {current || !item.href ? (
                <span
                  aria-current={current ? 'page' : undefined}
                  className={cn('truncate font-medium text-ink-900', !current && 'text-ink-600')}
                >
                  {item.label}
                </span>
              ) : (
                <Link
                  to={item.href}
                  className="rounded-sm text-ink-600 underline-offset-4 transition-colors hover:text-ink-950 hover:underline"
                >
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
