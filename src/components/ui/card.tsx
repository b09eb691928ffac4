import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** Cards: the classes are in src/styles/app.css; utilities a caller adds override them. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('ui-card', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('ui-card-header', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h3'>) {
  return <h3 className={clsx('ui-card-title', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={clsx('ui-card-description', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('ui-card-content', className)} {...props} />;
}
