import type { ReactNode } from 'react';

import { clsx } from 'clsx';

interface StatusScreenProps {
  /** Big figure above the title, e.g. '404'. Decorative. */
  code?: string;
  title: string;
  description: string;
  /** Buttons / links. */
  children?: ReactNode;
  className?: string;
}

/** The 404 / error look: centred code, title, text and actions on a soft background. */
export function StatusScreen({ code, title, description, children, className }: StatusScreenProps) {
  return (
    <div
      className={clsx(
        'relative isolate grid place-items-center overflow-hidden bg-ink-50 px-5 py-20 text-center sm:py-28',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(ellipse_at_top,var(--color-accent-100),transparent_65%)]"
      />
      <div className="max-w-2xl">
        {code && (
          <p
            aria-hidden="true"
            className="font-display text-8xl font-extrabold tracking-tighter text-ink-950/10 sm:text-9xl"
          >
            {code}
          </p>
        )}
        <h1
          className={clsx(
            'font-display text-3xl font-extrabold tracking-tight text-ink-950 sm:text-4xl',
            code && 'mt-2',
          )}
        >
          {title}
        </h1>
        <p className="mt-4 text-lg text-pretty text-ink-600">{description}</p>
        {children && <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>}
      </div>
    </div>
  );
}
