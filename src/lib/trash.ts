import * as z from 'zod/mini';

/**
 * The trash columns of cases, insights, noticias and cases_nichos
 * (supabase/migrations/*_trash.sql). The API never returns a trashed row, so they read back null;
 * they are in the row schemas because the rows have them.
 */
export const trashShape = {
  deleted_at: z.nullable(z.string()),
  deleted_by: z.nullable(z.string()),
};

/** How long an item stays in the trash before the daily job deletes it (private.trash_period()). */
export const TRASH_DAYS = 30;

/** What a delete confirmation adds: where the item goes, and for how long it can come back. */
export function trashNotice(gender: 'masculine' | 'feminine'): string {
  return gender === 'feminine'
    ? `Ela vai para a lixeira e pode ser restaurada por ${TRASH_DAYS} dias.`
    : `Ele vai para a lixeira e pode ser restaurado por ${TRASH_DAYS} dias.`;
}

/** The delete confirmations' button: the item can come back, so it is no red 'Excluir'. */
export const TRASH_CONFIRM = { confirmLabel: 'Mover para a lixeira', confirmVariant: 'primary' } as const;
