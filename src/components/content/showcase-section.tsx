import { useId, type ReactNode } from 'react';

import { Container } from '@/components/ui/container';
import { cn } from '@/lib/utils';

interface ShowcaseSectionProps {
  copy: { title: string; subtitle: string };
  /** The background, and the caller's own classes. */
  className?: string;
  /** What the section shows under its heading. */
  children: ReactNode;
}

/**
 * A landing-page section showing database content (the featured cases, the press items): a
 * centred h2 that names it and a subtitle, then the content.
 */
export function ShowcaseSection({ copy, className, children }: ShowcaseSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('py-16 sm:py-24', className)}>
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {copy.title}
          </h2>
          <p className="mt-3 text-lg text-ink-600">{copy.subtitle}</p>
        </div>
        {children}
      </Container>
    </section>
  );
}
