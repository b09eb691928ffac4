import { cn } from '@/lib/utils';

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; omit when a visible text already says it. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={cn(
          'size-4 animate-spin rounded-full border-2 border-current border-t-transparent',
          className,
        )}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
