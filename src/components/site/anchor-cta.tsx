import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

import { buttonClasses } from '@/components/ui/button';

import { SmoothAnchor } from './smooth-anchor';

interface AnchorCtaProps {
  /** The section of this page it leads to (the signup or contact form). */
  href: `#${string}`;
  /** Margin and width where it stands. */
  className?: string;
  children: ReactNode;
}

/** A landing page's call to action: a large accent button with an arrow, scrolling to a section. */
export function AnchorCta({ href, className, children }: AnchorCtaProps) {
  return (
    <SmoothAnchor href={href} className={buttonClasses('primary', 'lg', className)}>
      {children}
      <ArrowRight aria-hidden />
    </SmoothAnchor>
  );
}
