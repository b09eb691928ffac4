import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

/** A native checkbox with the brand accent; wrap it in a `<label>` with its text. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4 shrink-0 rounded border-ink-400 accent-accent-600',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-700',
        className,
      )}
      {...props}
    />
  );
}
