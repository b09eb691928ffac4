import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

/** A placeholder that holds the space of late content (no layout shift when it arrives). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-ink-200/70', className)} {...props} />
  );
}
