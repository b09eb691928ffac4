import type { ReactNode } from 'react';

import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { cn } from '@/lib/utils';

import { GradientBackdrop } from './gradient-backdrop';

interface LandingSectionProps {
  /** Id of the section's h2, which names the section. */
  id: string;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  /** Light heading, for a dark section. */
  inverted?: boolean;
  /** A wider heading block, for a long title. */
  wide?: boolean;
  /** CSS `background-image` of a glow behind the content (dark sections). */
  backdrop?: string;
  /** Background and vertical padding. */
  className: string;
  /** What follows the heading. */
  children: ReactNode;
}

/** A section of a landing page: centred heading (h2), then its content, named by that heading. */
export function LandingSection({ backdrop, className, children, ...heading }: LandingSectionProps) {
  return (
    <section
      aria-labelledby={heading.id}
      className={cn(backdrop !== undefined && 'relative isolate overflow-hidden', className)}
    >
      {backdrop !== undefined && <GradientBackdrop image={backdrop} />}
      <Container>
        <SectionHeading {...heading} />
        {children}
      </Container>
    </section>
  );
}
