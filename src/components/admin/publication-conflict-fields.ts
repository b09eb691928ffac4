import { formatSaoPauloDateTime, isDateTimeInputValue, saoPauloDateTimeToIso } from '@/lib/dates';
import type { PublicationFormValues } from '@/lib/publication-form';

import type { ConflictFields } from './edit-conflict';

/** The publication and SEO fields cases and insights share, as their forms label them, in an edit conflict. */
export const PUBLICATION_CONFLICT_FIELDS: ConflictFields<PublicationFormValues> = {
  status: { label: 'Situação', format: (status) => (status === 'publicado' ? 'Publicado' : 'Rascunho') },
  publicado_em: {
    label: 'Data e hora de publicação',
    format: (value) =>
      isDateTimeInputValue(value) ? formatSaoPauloDateTime(saoPauloDateTimeToIso(value)) : value,
  },
  seo_titulo: { label: 'Título para buscadores' },
  seo_descricao: { label: 'Descrição para buscadores' },
  seo_imagem: { label: 'URL da imagem de compartilhamento' },
};
