import type { RevisionSubject } from '../utils/revision-fields';

/** Query keys of the revisions domain (public.content_revisions). */
export const revisionKeys = {
  all: ['revisions'] as const,
  /** The list of one item's revisions, newest first. */
  list: (subject: RevisionSubject, itemId: string) => [...revisionKeys.all, 'list', subject, itemId] as const,
  /** The stored content of one revision (never changes once written, but for a case's niches). */
  content: (id: number) => [...revisionKeys.all, 'content', id] as const,
};
