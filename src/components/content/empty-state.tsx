import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/utils';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  hint: string;
  /** Buttons / links under the hint. */
  children?: ReactNode;
  className?: string;
}

/** A list with nothing to show: icon, title (h2), hint and an optional way out. */
export function EmptyState({ icon: Icon, title, hint, children, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-ink-50/60 px-6 py-14 text-center',
        className,
      )}
    >
      <span className="grid size-14 place-items-center rounded-full bg-white text-ink-500 shadow-xs">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-5 font-display text-xl font-bold tracking-tight text-ink-950">{title}</h2>
      <p className="mt-2 text-base text-pretty text-ink-600">{hint}</p>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
