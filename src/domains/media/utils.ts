import type { MediaItem, MediaUsage } from '@/lib/media-library';

/** '85 KB', '1,2 MB'; '' when unknown. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb).toLocaleString('pt-BR')} KB`;
  return `${(kb / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** '1200 × 800 px'; '' when unknown. */
export function formatDimensions({ width, height }: Pick<MediaItem, 'width' | 'height'>): string {
  return width && height ? `${width} × ${height} px` : '';
}

/** Who added the image, as the reader may know: 'você', their e-mail, or who it could be. */
export function mediaAuthor(
  media: Pick<MediaItem, 'created_by' | 'uploader_email'>,
  currentUserId?: string,
): string {
  if (media.created_by && media.created_by === currentUserId) return 'você';
  if (media.uploader_email) return media.uploader_email;
  return media.created_by ? 'outra pessoa da equipe' : 'importada do conteúdo existente';
}

const SUBJECTS: Record<string, string> = {
  case: 'Case',
  insight: 'Insight',
  noticia: 'Notícia',
  categoria: 'Categoria',
};

const FIELDS: Record<string, string> = {
  imagem_destacada: 'imagem destacada',
  galeria: 'galeria',
  depoimento_foto: 'foto do depoimento',
  seo_imagem: 'imagem de compartilhamento',
  problema: 'texto “O problema”',
  solucao: 'texto “A solução”',
  resultados: 'texto “Resultados”',
  conteudo: 'texto do artigo',
  pending_changes: 'alteração agendada, ainda não publicada',
};

/** 'Case', 'Insight'…; the subject as the database names it when unknown. */
export const usageSubject = (usage: MediaUsage) => SUBJECTS[usage.subject] ?? usage.subject;

/** Where in the item: 'imagem destacada', 'capa', 'logo'… */
export function usageField(usage: MediaUsage): string {
  if (usage.field === 'imagem') return usage.subject === 'noticia' ? 'logo' : 'capa';
  return FIELDS[usage.field] ?? usage.field;
}

/** Where to edit the item (the trash for a trashed one). */
export function usageLink(usage: MediaUsage): string {
  if (usage.trashed) return '/admin/lixeira';
  switch (usage.subject) {
    case 'case':
      return `/admin/cases/edit/${usage.item_id}`;
    case 'insight':
      return `/admin/insights/edit/${usage.item_id}`;
    case 'noticia':
      return '/admin/noticias';
    case 'categoria':
      return '/admin/categorias';
    default:
      return '/admin';
  }
}
