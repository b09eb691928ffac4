import { cn } from '@/lib/utils';

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  /** Light text, for dark sections. */
  inverted?: boolean;
  align?: 'center' | 'left';
  /** A wider block for long titles. */
  wide?: boolean;
}

/** The h2 + subtitle block every section of the page starts with. */
export function SectionHeading({
  id,
  title,
  subtitle,
  eyebrow,
  inverted = false,
  align = 'center',
  wide = false,
}: SectionHeadingProps) {
  return (
    <div className={cn(wide ? 'max-w-3xl' : 'max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p
          className={cn(
            'mb-3 text-sm font-semibold tracking-wide uppercase',
            inverted ? 'text-accent-300' : 'text-accent-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={cn('text-3xl font-bold tracking-tight sm:text-4xl', inverted && 'text-white')}>
        {title}
      </h2>
      {subtitle && (
        <p className={cn('mt-4 text-lg', inverted ? 'text-ink-200' : 'text-ink-600')}>{subtitle}</p>
      )}
    </div>
  );
}
