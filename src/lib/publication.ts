/**
 * Drafts and schedules of cases and insights, on the client: the same rule the database's row
 * level security applies to visitors (supabase/migrations/*_publishing.sql). An item is public when
 * it is published and its publication moment has come; a published item with a later moment is
 * scheduled ("Agendado").
 */
import * as z from 'zod/mini';

export const PUBLICATION_STATUSES = ['rascunho', 'publicado'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
export const publicationStatusSchema = z.enum(PUBLICATION_STATUSES);

/** What a list shows: a draft, a scheduled item or a public one. */
export type PublicationState = 'rascunho' | 'agendado' | 'publicado';

export const PUBLICATION_STATE_LABELS: Record<PublicationState, string> = {
  rascunho: 'Rascunho',
  agendado: 'Agendado',
  publicado: 'Publicado',
};

export function publicationState(
  item: { status: PublicationStatus; publicado_em: string },
  now: Date = new Date(),
): PublicationState {
  if (item.status === 'rascunho') return 'rascunho';
  return Date.parse(item.publicado_em) > now.getTime() ? 'agendado' : 'publicado';
}

export function isPublic(item: { status: PublicationStatus; publicado_em: string }, now?: Date): boolean {
  return publicationState(item, now) === 'publicado';
}

/**
 * Narrows a public query to what visitors may see. For visitors row level security already does;
 * staff browsing the site (who may read everything) get the same lists as visitors.
 */
export function onlyPublic<
  Query extends {
    eq(column: 'status', value: PublicationStatus): Query;
    lte(column: 'publicado_em', value: string): Query;
  },
>(query: Query, now: Date = new Date()): Query {
  return query.eq('status', 'publicado').lte('publicado_em', now.toISOString());
}
