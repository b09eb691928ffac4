import { CalendarDays } from 'lucide-react';

import { formatLongDate } from '@/lib/dates';
import { cn } from '@/lib/utils';

interface PublishedDateProps {
  /** ISO date (`YYYY-MM-DD`). */
  date: string;
  /** 'Publicado em', read by screen readers only (the calendar icon says it on screen). */
  label: string;
  className?: string;
}

/** The publication date of a case or an article, in long form ('5 de março de 2025'). */
export function PublishedDate({ date, label, className }: PublishedDateProps) {
  return (
    <p className={cn('inline-flex items-center gap-1.5 text-ink-600', className)}>
      <CalendarDays aria-hidden="true" className="size-4 text-ink-400" />
      <span className="sr-only">{label} </span>
      <time dateTime={date}>{formatLongDate(date)}</time>
    </p>
  );
}
