import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

const VARIANTS = {
  /** The main call to action: accent fill, dark text (AA contrast on the fill). */
  primary: 'bg-accent-500 text-ink-950 hover:bg-accent-400 focus-visible:outline-accent-600 shadow-xs',
  /** Dark fill, for light sections. */
  dark: 'bg-ink-950 text-white hover:bg-ink-800 focus-visible:outline-ink-950',
  /** Outlined, on light backgrounds. */
  outline: 'border border-ink-300 bg-white text-ink-900 hover:bg-ink-50 focus-visible:outline-ink-700',
  /** Outlined, on dark backgrounds. */
  'outline-light': 'border border-white/40 text-white hover:bg-white/10 focus-visible:outline-white',
  ghost: 'text-ink-800 hover:bg-ink-100 focus-visible:outline-ink-700',
  danger: 'bg-danger-600 text-white hover:bg-danger-800 focus-visible:outline-danger-600',
} as const;

const SIZES = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-5 text-sm gap-2',
  lg: 'h-13 px-7 text-base gap-2.5',
  icon: 'size-10',
} as const;

type ButtonVariant = keyof typeof VARIANTS;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
}

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: keyof typeof SIZES = 'md',
  className?: string,
) {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60',
    '[&_svg]:size-4 [&_svg]:shrink-0',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={buttonClasses(variant, size, className)}
      {...props}
    />
  );
}
