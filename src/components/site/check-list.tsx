import { CircleCheck } from 'lucide-react';

import { cn } from '@/lib/utils';

interface CheckListProps {
  items: readonly string[];
  /** The list's layout (margin, grid or spacing). */
  className: string;
  /** Each item's text colour and weight. */
  itemClassName: string;
  /** The check mark's colour. */
  iconClassName: string;
  /** 'start' keeps the mark on the first line of a long item; 'center' centres it on a short one. */
  align?: 'start' | 'center';
}

/** A list of short claims, each after a check mark (what a plan includes, what a result brings). */
export function CheckList({
  items,
  className,
  itemClassName,
  iconClassName,
  align = 'start',
}: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li
          key={item}
          className={cn('flex gap-2.5', align === 'start' ? 'items-start' : 'items-center', itemClassName)}
        >
          <CircleCheck
            aria-hidden
            className={cn('size-5 shrink-0', align === 'start' && 'mt-0.5', iconClassName)}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
