import { clsx } from 'clsx';

import { company } from '@/content/company';

interface BrandMarkProps {
  className?: string;
}

/** The square brand mark (same drawing as the favicon). Decorative: the brand name is text. */
function BrandMark({ className }: BrandMarkProps) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={clsx('size-8 shrink-0', className)}
    >
      <rect width="32" height="32" rx="8" className="fill-ink-950" />
      <path d="M9 21.5 15.5 10l3 5.5L21 12l2 9.5z" className="fill-accent-500" />
    </svg>
  );
}

interface BrandLogoProps {
  /** `light` for dark backgrounds. */
  tone?: 'dark' | 'light';
}

/** Mark + wordmark. Wrap it in a link with an accessible name when it links home. */
export function BrandLogo({ tone = 'dark' }: BrandLogoProps) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <BrandMark className={tone === 'light' ? 'ring-1 ring-white/15 rounded-lg' : undefined} />
      <span
        className={clsx(
          'font-display text-lg font-extrabold tracking-tight',
          tone === 'light' ? 'text-white' : 'text-ink-950',
        )}
      >
        {company.brand}
      </span>
    </span>
  );
}
