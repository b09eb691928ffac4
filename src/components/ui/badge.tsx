import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

const VARIANTS = {
  neutral: 'bg-ink-100 text-ink-800',
  accent: 'bg-accent-100 text-accent-900',
  dark: 'bg-ink-950 text-white',
  success: 'bg-success-50 text-success-800',
  outline: 'border border-ink-200 text-ink-700',
} as const;

interface BadgeProps extends ComponentProps<'span'> {
  variant?: keyof typeof VARIANTS;
}

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3.5',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
