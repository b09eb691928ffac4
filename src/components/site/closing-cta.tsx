import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import type { CallToAction } from '@/content/types';
import { cn } from '@/lib/utils';

import { GradientBackdrop } from './gradient-backdrop';

/** The dark band that closes the cases and insights pages, with its call to action. */
export function ClosingCta({ cta, className }: { cta: CallToAction; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('bg-white py-16 sm:py-20', className)}>
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-ink-950 px-6 py-12 text-center sm:px-12 sm:py-16">
          <GradientBackdrop className="bg-[radial-gradient(40rem_20rem_at_50%_0%,color-mix(in_oklch,var(--color-accent-500)_35%,transparent),transparent_70%)]" />
          <h2
            id={headingId}
            className="mx-auto max-w-2xl text-2xl font-extrabold tracking-tight text-white sm:text-4xl"
          >
            {cta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-base text-pretty text-ink-200 sm:text-lg">
            {cta.description}
          </p>
          <Link to={cta.href} className={buttonClasses('primary', 'lg', 'group mt-8 whitespace-normal')}>
            {cta.buttonLabel}
            <ArrowRight
              aria-hidden="true"
              className="transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
            />
          </Link>
        </div>
      </Container>
    </section>
  );
}
