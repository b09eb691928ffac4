import type { ReactNode } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

interface CardGridLoadingProps {
  /** 'Carregando …', announced as a status. */
  label: string;
  /** The loaded list's grid classes, so the cards take the skeletons' place without a shift. */
  gridClassName: string;
  cardCount: number;
  cardSkeleton: ReactNode;
  /** Centre the status line (a full-width list); else it starts on the left. */
  centered?: boolean;
}

/** A list of cards while it loads: the status with a spinner over skeleton cards. */
export function CardGridLoading({
  label,
  gridClassName,
  cardCount,
  cardSkeleton,
  centered = false,
}: CardGridLoadingProps) {
  return (
    <div aria-busy="true">
      <p
        role="status"
        className={cn(
          'flex items-center gap-2 text-base font-medium text-ink-700',
          centered && 'justify-center',
        )}
      >
        <Spinner className="size-5 text-accent-600" />
        {label}
      </p>
      <ul className={gridClassName} aria-hidden="true">
        {Array.from({ length: cardCount }, (_, index) => (
          <li key={index}>{cardSkeleton}</li>
        ))}
      </ul>
    </div>
  );
}
