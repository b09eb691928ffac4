import { useId, type ReactNode } from 'react';

interface TitledSectionProps {
  /** The landmark: a `section`, or a `nav` around a list of links. */
  as?: 'section' | 'nav';
  title: ReactNode;
  /** The h2's classes ('sr-only' for a title only screen readers need). */
  titleClassName: string;
  className?: string;
  /** What follows the title. */
  children: ReactNode;
}

/** A landmark named by the h2 it starts with, so assistive technology lists it by that title. */
export function TitledSection({
  as: Landmark = 'section',
  title,
  titleClassName,
  className,
  children,
}: TitledSectionProps) {
  const headingId = useId();
  return (
    <Landmark aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Landmark>
  );
}
