import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Skeleton } from '@/components/ui/skeleton';
import { IMAGE_LAYOUTS } from '@/lib/responsive-image';
import { cn } from '@/lib/utils';

import { CoverImage } from './cover-image';
import { PublishedDate } from './published-date';

const CARD_FRAME = 'flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white';
const CARD_CALL = 'inline-flex items-center gap-1 font-semibold whitespace-nowrap text-accent-800';

/**
 * For the one link of a card: stretched over the whole card (the card is `relative`), so the card
 * is one click target with one accessible name; the focus ring follows the card's corners.
 */
export const stretchedLinkClasses =
  'after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-500';

/** A card of the cases and insights grids; it lifts on hover (not with reduced motion). */
export function ContentCard({ children }: { children: ReactNode }) {
  return (
    <article
      className={cn(
        'group relative shadow-xs',
        CARD_FRAME,
        'transition duration-200 hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0',
      )}
    >
      {children}
    </article>
  );
}

/** A card's cover, zooming in a little while the card is hovered. */
export function ContentCardImage(props: { src: string; priority: boolean }) {
  return (
    <CoverImage
      {...props}
      layout={IMAGE_LAYOUTS.card}
      className="transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
    />
  );
}

interface ContentCardFooterProps {
  date: string;
  /** 'Publicado em' (screen readers only). */
  dateLabel: string;
  /** 'Ver case', 'Ler mais'. */
  callLabel: string;
  /**
   * Makes the call the card's link, with this accessible name. Without it the call is only a
   * visual cue, hidden from assistive technology: another link of the card covers it.
   */
  link?: { to: string; label: string };
}

/** The bottom line of a card: the publication date and the call with its arrow. */
export function ContentCardFooter({ date, dateLabel, callLabel, link }: ContentCardFooterProps) {
  const call = (
    <>
      {callLabel}
      <ArrowRight
        aria-hidden="true"
        className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
      />
    </>
  );
  return (
    <div className="mt-auto flex items-center justify-between gap-3 border-t border-ink-100 pt-4 text-sm">
      <PublishedDate date={date} label={dateLabel} />
      {link ? (
        <Link to={link.to} aria-label={link.label} className={cn(CARD_CALL, stretchedLinkClasses)}>
          {call}
        </Link>
      ) : (
        <span aria-hidden="true" className={CARD_CALL}>
          {call}
        </span>
      )}
    </div>
  );
}

/** The space of a card while its list loads: the cover, then `children` (the body's bars). */
export function ContentCardSkeleton({ children }: { children: ReactNode }) {
  return (
    <div className={CARD_FRAME}>
      <Skeleton className="aspect-video rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-6">{children}</div>
    </div>
  );
}
