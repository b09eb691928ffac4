import type { ReactNode } from 'react';

import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { cn } from '@/lib/utils';

import { GradientBackdrop } from './gradient-backdrop';

interface LandingSectionProps {
  /** Id of the section's h2, which names the section. */
  id: string;
  /** The section's copy: its heading is drawn from these fields. */
  copy: { title: string; subtitle?: string; eyebrow?: string };
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
export function LandingSection({
  id,
  copy,
  inverted,
  wide,
  backdrop,
  className,
  children,
}: LandingSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn(backdrop !== undefined && 'relative isolate overflow-hidden', className)}
    >
      {backdrop !== undefined && <GradientBackdrop image={backdrop} />}
      <Container>
        <SectionHeading
          id={id}
          title={copy.title}
          subtitle={copy.subtitle}
          eyebrow={copy.eyebrow}
          inverted={inverted}
          wide={wide}
        />
        {children}
      </Container>
    </section>
  );
}
