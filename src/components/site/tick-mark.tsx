import { Check } from 'lucide-react';

import { cn } from '@/lib/utils';

/** The bold tick in a small tinted circle that starts an item of a list. Decorative. */
export function TickMark({ className }: { className: string }) {
  return (
    <span
      className={cn('grid shrink-0 place-items-center rounded-full bg-accent-100 text-accent-800', className)}
    >
      <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
    </span>
  );
}
