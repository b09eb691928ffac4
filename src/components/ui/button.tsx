import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** Fills and borders: the classes are in src/styles/app.css (`.ui-button-<variant>`). */
type ButtonVariant = 'primary' | 'dark' | 'outline' | 'outline-light' | 'ghost' | 'danger';
type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * The button's look for any element (a link styled as a button takes it as its className);
 * utilities in `className` override it (component classes).
 */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return clsx('ui-button', `ui-button-${variant}`, `ui-button-${size}`, className);
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
