import type { ReactNode } from 'react';

import { Container } from '@/components/ui/container';
import { cn } from '@/lib/utils';

import { Breadcrumb, type BreadcrumbItem } from '../content/breadcrumb';
import { GradientBackdrop } from './gradient-backdrop';

interface PageHeroProps {
  breadcrumb: readonly BreadcrumbItem[];
  eyebrow?: string;
  title: string;
  description?: string | null;
  /** Under the description (e.g. a count). */
  children?: ReactNode;
}

/** The soft header of the list pages (cases, insights, a category): breadcrumb, eyebrow, h1, text. */
export function PageHero({ breadcrumb, eyebrow, title, description, children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden border-b border-ink-200/70 bg-ink-50">
      <GradientBackdrop className="bg-[radial-gradient(48rem_24rem_at_90%_0%,var(--color-accent-100),transparent_70%)]" />
      <Container className="pt-8 pb-12 sm:pt-10 sm:pb-16">
        <Breadcrumb items={breadcrumb} />
        {eyebrow && (
          <p className="mt-8 text-sm font-bold tracking-widest text-accent-700 uppercase sm:mt-10">
            {eyebrow}
          </p>
        )}
        <h1
          className={cn(
            'max-w-4xl font-display text-4xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-5xl',
            eyebrow ? 'mt-3' : 'mt-8 sm:mt-10',
          )}
        >
          {title}
        </h1>
        {description && (
          <p className="mt-5 max-w-3xl text-lg text-pretty text-ink-700 sm:text-xl">{description}</p>
        )}
        {children}
      </Container>
    </section>
  );
}
