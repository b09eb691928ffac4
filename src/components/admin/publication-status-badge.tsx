import { CircleCheck, Clock, PenLine } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { formatSaoPauloDate, formatSaoPauloDateTime } from '@/lib/dates';
import {
  PUBLICATION_STATE_LABELS,
  publicationState,
  type PublicationState,
  type PublicationStatus,
} from '@/lib/publication';

const LOOKS = {
  rascunho: { variant: 'neutral', icon: PenLine },
  agendado: { variant: 'accent', icon: Clock },
  publicado: { variant: 'success', icon: CircleCheck },
} as const satisfies Record<PublicationState, unknown>;

interface PublicationStatusBadgeProps {
  item: { status: PublicationStatus; publicado_em: string };
  /** The moment the state is judged at (now by default). */
  now?: Date;
}

/**
 * A case's or an article's state as a badge (Rascunho / Agendado / Publicado, icon and words, not
 * colour alone), followed by its moment: "para 25/11/2026 às 14:30" when scheduled, "em 05/03/2025"
 * (the São Paulo day) when published.
 */
export function PublicationStatusBadge({ item, now }: PublicationStatusBadgeProps) {
  const state = publicationState(item, now);
  const { variant, icon: Icon } = LOOKS[state];
  return (
    <span className="text-xs leading-6 text-ink-600">
      <Badge variant={variant}>
        <Icon aria-hidden="true" />
        {PUBLICATION_STATE_LABELS[state]}
      </Badge>
      {state === 'agendado' && (
        <>
          {' '}
          para <time dateTime={item.publicado_em}>{formatSaoPauloDateTime(item.publicado_em)}</time>
        </>
      )}
      {state === 'publicado' && (
        <>
          {' '}
          em <time dateTime={item.publicado_em}>{formatSaoPauloDate(item.publicado_em)}</time>
        </>
      )}
    </span>
  );
}
