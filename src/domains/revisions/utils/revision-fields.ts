/**
 * What 'Histórico' compares: the fields of each kind of item, with the labels of their forms, and
 * how a stored value reads. A revision holds the whole row (supabase/migrations/*_revisions.sql);
 * bookkeeping columns (id, version, stamps, trash) are not listed, so they never show as changes.
 */
import { formatDateTime } from '@/lib/dates';
import { compareRichText, type FormattingDifference } from '@/lib/rich-text-reading';
import { isArticleHtmlColumn } from '@/limits/article-html';

export type RevisionSubject = 'case' | 'insight' | 'noticia';

/** The table each subject's revisions copy (its rich-text columns read as text, not markup). */
const TABLES: Record<RevisionSubject, string> = { case: 'cases', insight: 'insights', noticia: 'noticias' };

/** A revision's stored content: the row as JSON and, for a case, its niches. */
export interface RevisionContent {
  data: Record<string, unknown>;
  niches: { id: string; nome: string }[] | null;
}

interface FieldDefinition {
  key: string;
  label: string;
  /** How the value reads, when not as text (dates, yes/no, lists). */
  format?: (value: unknown) => string;
}

const yesNo = (value: unknown) => (value === true ? 'Sim' : value === false ? 'Não' : '');
const dateTime = (value: unknown) => (typeof value === 'string' ? formatDateTime(value) : '');
const status = (value: unknown) =>
  value === 'publicado' ? 'Publicado' : value === 'rascunho' ? 'Rascunho' : String(value ?? '');
const lines = (value: unknown) => (Array.isArray(value) ? value.map(String).join('\n') : '');

const SEO_FIELDS: FieldDefinition[] = [
  { key: 'seo_titulo', label: 'Título para buscadores' },
  { key: 'seo_descricao', label: 'Descrição para buscadores' },
  { key: 'seo_imagem', label: 'URL da imagem de compartilhamento' },
];

const PUBLICATION_FIELDS: FieldDefinition[] = [
  { key: 'status', label: 'Status', format: status },
  { key: 'publicado_em', label: 'Data e hora de publicação', format: dateTime },
];

/** The key under which a case's niches are compared (not a column: the revision's `niches`). */
export const NICHES_FIELD = 'nichos';

const FIELDS: Record<RevisionSubject, FieldDefinition[]> = {
  case: [
    { key: 'titulo', label: 'Título' },
    { key: 'subtitulo', label: 'Subtítulo' },
    { key: 'slug', label: 'Slug' },
    { key: NICHES_FIELD, label: 'Nichos', format: lines },
    { key: 'destaque', label: 'Case em destaque', format: yesNo },
    { key: 'imagem_destacada', label: 'URL da imagem destacada' },
    { key: 'video_url', label: 'URL do vídeo' },
    { key: 'agente_ia_url', label: 'URL do agente de IA' },
    { key: 'galeria', label: 'Galeria', format: lines },
    { key: 'problema', label: 'O problema' },
    { key: 'solucao', label: 'A solução' },
    { key: 'resultados', label: 'Resultados' },
    { key: 'depoimento_nome', label: 'Nome de quem deu o depoimento' },
    { key: 'depoimento_cargo', label: 'Cargo de quem deu o depoimento' },
    { key: 'depoimento_texto', label: 'Depoimento' },
    { key: 'depoimento_foto', label: 'URL da foto de quem deu o depoimento' },
    ...PUBLICATION_FIELDS,
    ...SEO_FIELDS,
  ],
  insight: [
    { key: 'titulo', label: 'Título' },
    { key: 'slug', label: 'Slug' },
    { key: 'descricao', label: 'Descrição' },
    { key: 'conteudo', label: 'Conteúdo' },
    { key: 'categoria_id', label: 'Categoria' },
    { key: 'imagem', label: 'URL da imagem' },
    ...PUBLICATION_FIELDS,
    ...SEO_FIELDS,
  ],
  noticia: [
    { key: 'titulo', label: 'Título' },
    { key: 'link_externo', label: 'Link externo' },
    { key: 'imagem', label: 'URL da imagem' },
  ],
};

/** Readable names of ids a field holds (e.g. `categoria_id` → category names), by field key. */
export type RevisionNames = Readonly<Record<string, ReadonlyMap<string, string>>>;

/** A field whose value differs between two revisions, each side as text. */
export interface FieldChange {
  key: string;
  label: string;
  before: string;
  after: string;
  /** A rich-text field: each side is its reading, and this what the reading leaves out. */
  formatting?: FormattingDifference;
}

function fieldText(field: FieldDefinition, content: RevisionContent, names: RevisionNames): string {
  const value =
    field.key === NICHES_FIELD ? (content.niches ?? []).map((niche) => niche.nome) : content.data[field.key];
  if (value === null || value === undefined) return '';
  const named = typeof value === 'string' ? names[field.key]?.get(value) : undefined;
  if (named !== undefined) return named;
  return field.format ? field.format(value) : String(value);
}

/**
 * The fields of `subject` whose stored values differ between `before` and `after`, in the form's
 * order; rich text compared as it reads, with what changed in its formatting.
 */
export function changedFields(
  subject: RevisionSubject,
  before: RevisionContent,
  after: RevisionContent,
  names: RevisionNames = {},
): FieldChange[] {
  return FIELDS[subject].flatMap((field): FieldChange[] => {
    const [from, to] = [fieldText(field, before, names), fieldText(field, after, names)];
    if (from === to) return [];
    if (!isArticleHtmlColumn(TABLES[subject], field.key))
      return [{ key: field.key, label: field.label, before: from, after: to }];
    const { before: fromText, after: toText, ...formatting } = compareRichText(from, to);
    return [{ key: field.key, label: field.label, before: fromText, after: toText, formatting }];
  });
}
