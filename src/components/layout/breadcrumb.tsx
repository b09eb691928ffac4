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
  /** Prepend 'Início' → `/` (default true). */
  withHome?: boolean;
  /** `light` for dark backgrounds. */
  tone?: 'dark' | 'light';
  className?: string;
}

/** 'Trilha de navegação': an ordered list; the last item carries `aria-current="page"`. */
export function Breadcrumb({ items, withHome = true, tone = 'dark', className }: BreadcrumbProps) {
  const trail: readonly BreadcrumbItem[] = withHome
    ? [{ label: breadcrumbHomeLabel, href: '/' }, ...items]
    : items;
  const light = tone === 'light';
  return (
    <nav aria-label="Trilha de navegação" className={cn('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {trail.map((item, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1.5">
              {index > 0 && (
                <ChevronRight
                  aria-hidden="true"
                  className={cn('size-3.5 shrink-0', light ? 'text-ink-400' : 'text-ink-400')}
                />
              )}
              {current || !item.href ? (
                <span
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'truncate font-medium',
                    light ? 'text-white' : 'text-ink-900',
                    !current && (light ? 'text-ink-300' : 'text-ink-600'),
                  )}
                >
                  {item.label}
                </span>
              ) : (
                <Link
                  to={item.href}
                  className={cn(
                    'rounded-sm underline-offset-4 transition-colors hover:underline',
                    light ? 'text-ink-300 hover:text-white' : 'text-ink-600 hover:text-ink-950',
                  )}
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
