/**
 * The admin lists' filter by publication state (cases, insights), applied on the server with the
 * rule of `publicationState`: drafts; scheduled (published, moment still ahead); published and due.
 */
import { onlyPublic, type PublicationStatus } from './publication';

export const PUBLICATION_FILTERS = ['todos', 'rascunhos', 'agendados', 'publicados'] as const;
export type PublicationFilter = (typeof PUBLICATION_FILTERS)[number];

/** The part of a supabase-js select builder the filter uses. */
interface FilterableQuery<Query> {
  eq(column: 'status', value: PublicationStatus): Query;
  lte(column: 'publicado_em', value: string): Query;
  gt(column: 'publicado_em', value: string): Query;
}

/** `query` narrowed to the rows of `filter` as of `now` ('todos': unchanged). */
export function withPublicationFilter<Query extends FilterableQuery<Query>>(
  query: Query,
  filter: PublicationFilter,
  now: Date = new Date(),
): Query {
  switch (filter) {
    case 'rascunhos':
      return query.eq('status', 'rascunho');
    case 'agendados':
      return query.eq('status', 'publicado').gt('publicado_em', now.toISOString());
    case 'publicados':
      return onlyPublic(query, now);
    case 'todos':
      return query;
  }
}
