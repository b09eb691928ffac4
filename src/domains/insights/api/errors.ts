import type { InsightFormValues } from './insight-schema';
import { insightMessages } from './insight-schema';

/** The SQLSTATE / PostgREST code of an error returned by supabase-js, if any. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

function errorText(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const { message, details } = error as { message?: unknown; details?: unknown };
  return `${typeof message === 'string' ? message : ''} ${typeof details === 'string' ? details : ''}`;
}

/** Which field a constraint refusal is about, with the message to show under it. */
const CONSTRAINT_FIELDS: Record<string, { field: keyof InsightFormValues; message: string }> = {
  insights_slug_key: { field: 'titulo', message: insightMessages.slugTaken },
  insights_slug_check: { field: 'titulo', message: insightMessages.slugTaken },
  insights_titulo_check: { field: 'titulo', message: insightMessages.tituloRequired },
  insights_descricao_check: { field: 'descricao', message: insightMessages.descricaoMax },
  insights_conteudo_check: { field: 'conteudo', message: insightMessages.conteudoMax },
  insights_imagem_check: { field: 'imagem', message: insightMessages.imagemInvalid },
  insights_categoria_id_fkey: { field: 'categoria_id', message: insightMessages.categoriaInvalid },
};

/**
 * The database refused (or never answered) an insert/update: the toast ('Não foi possível
 * criar/atualizar o insight'), plus the field to flag when a constraint names one (e.g. the slug
 * of the title is already taken).
 */
export class InsightSaveError extends Error {
  readonly field?: keyof InsightFormValues;
  readonly fieldMessage?: string;

  constructor(cause: unknown) {
    super(errorText(cause).trim() || 'Falha ao salvar o insight', { cause });
    this.name = 'InsightSaveError';
    const text = errorText(cause);
    const match = Object.entries(CONSTRAINT_FIELDS).find(([constraint]) => text.includes(constraint));
    if (match) {
      this.field = match[1].field;
      this.fieldMessage = match[1].message;
    }
  }
}

/** Retrying cannot help: no such row (`.single()` on zero rows) or a malformed id. */
export function isPermanentLoadError(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'PGRST116' || code === '22P02';
}
