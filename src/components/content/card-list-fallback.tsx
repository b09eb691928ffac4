import type { ReactNode } from 'react';

import { Spinner } from '@/components/ui/spinner';
import type { LoadErrorCopy } from '@/content/load-states';
import { cn } from '@/lib/utils';

import { LoadError } from './load-error';

/** The grids of the content card lists: three columns across the page, or two beside the category nav. */
export const CARD_GRIDS = {
  wide: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8',
  narrow: 'grid gap-6 sm:grid-cols-2 lg:gap-8',
} as const;

/** While loading: the skeleton grid's margin and cards, and whether the status line is centred. */
const LOADING = {
  wide: { gridClassName: `${CARD_GRIDS.wide} mt-8`, cardCount: 6, centered: true },
  narrow: { gridClassName: `${CARD_GRIDS.narrow} mt-6`, cardCount: 4, centered: false },
} as const;

interface CardListFallbackProps {
  /** The list's query: still loading (the status over skeleton cards), or else failed ('Erro de Conexão'). */
  query: { isPending: boolean };
  /** 'Carregando …' and the connection error's copy. */
  copy: { loading: string; error: LoadErrorCopy };
  /** The loaded list's grid, so the cards take the skeletons' place without a shift. */
  layout: keyof typeof CARD_GRIDS;
  /** One card's skeleton, repeated over the grid. */
  skeleton: ReactNode;
}

/** A content card list without its cards yet: loading, or failed. */
export function CardListFallback({ query, copy, layout, skeleton }: CardListFallbackProps) {
  if (!query.isPending) return <LoadError copy={copy.error} />;
  const { gridClassName, cardCount, centered } = LOADING[layout];
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
        {copy.loading}
      </p>
      <ul className={gridClassName} aria-hidden="true">
        {Array.from({ length: cardCount }, (_, index) => (
          <li key={index}>{skeleton}</li>
        ))}
      </ul>
    </div>
  );
}
