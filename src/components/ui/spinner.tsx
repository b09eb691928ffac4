import { clsx } from 'clsx';

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; omit when a visible text already says it. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <span aria-hidden="true" className={clsx('ui-spinner', className)} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
