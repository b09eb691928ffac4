import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

interface FilterChipProps extends Omit<ComponentProps<'button'>, 'type'> {
  pressed: boolean;
}

/** A toggle chip of a list filter (`aria-pressed`), used by the niche and category filters. */
export function FilterChip({ pressed, className, children, ...props }: FilterChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(
        'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
        pressed
          ? 'border-ink-950 bg-ink-950 text-white hover:bg-ink-800'
          : 'border-ink-300 bg-white text-ink-800 hover:border-ink-400 hover:bg-ink-50',
        className,
      )}
      {...props}
    >
      {pressed && <Check aria-hidden="true" className="-ml-1 size-4" />}
      {children}
    </button>
  );
}
