import { newsMessages, type NewsFormValues } from './news-schema';

function errorText(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const { message, details } = error as { message?: unknown; details?: unknown };
  return `${typeof message === 'string' ? message : ''} ${typeof details === 'string' ? details : ''}`;
}

const CONSTRAINT_FIELDS: Record<string, { field: keyof NewsFormValues; message: string }> = {
  noticias_titulo_check: { field: 'titulo', message: newsMessages.tituloRequired },
  noticias_link_externo_check: { field: 'link_externo', message: newsMessages.linkInvalid },
  noticias_imagem_check: { field: 'imagem', message: newsMessages.imagemInvalid },
};

/**
 * The database refused (or never answered) an insert/update; names the field when a constraint
 * says which, so the form can flag it while keeping what was typed.
 */
export class NewsSaveError extends Error {
  readonly field?: keyof NewsFormValues;
  readonly fieldMessage?: string;

  constructor(cause: unknown) {
    super(errorText(cause).trim() || 'Falha ao salvar a notícia', { cause });
    this.name = 'NewsSaveError';
    const match = Object.entries(CONSTRAINT_FIELDS).find(([constraint]) =>
      errorText(cause).includes(constraint),
    );
    if (match) {
      this.field = match[1].field;
      this.fieldMessage = match[1].message;
    }
  }
}
