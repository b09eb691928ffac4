import { Check, CircleCheck } from 'lucide-react';

import { cn } from '@/lib/utils';

interface CheckListProps {
  items: readonly string[];
  /** The list's layout (margin, grid or spacing). */
  className: string;
  /** Each item's gap and text. */
  itemClassName: string;
  /** 'circle': a circled check, coloured by `markClassName`; 'tick': a bold tick in a small tinted disc, sized by it. */
  mark: 'circle' | 'tick';
  markClassName: string;
  /** 'start' keeps the mark on the first line of a long item; 'center' centres it on a short one. */
  align?: 'start' | 'center';
}

/** A list of short claims, each after a check mark (what a plan includes, what a result brings). */
export function CheckList({
  items,
  className,
  itemClassName,
  mark,
  markClassName,
  align = 'start',
}: CheckListProps) {
  const markClasses = cn('shrink-0', align === 'start' && 'mt-0.5', markClassName);
  return (
    <ul className={className}>
      {items.map((item) => (
        <li
          key={item}
          className={cn('flex', align === 'start' ? 'items-start' : 'items-center', itemClassName)}
        >
          {mark === 'circle' ? (
            <CircleCheck aria-hidden className={cn('size-5', markClasses)} />
          ) : (
            <span
              className={cn(
                'grid place-items-center rounded-full bg-accent-100 text-accent-800',
                markClasses,
              )}
            >
              <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
            </span>
          )}
          {item}
        </li>
      ))}
    </ul>
  );
}
