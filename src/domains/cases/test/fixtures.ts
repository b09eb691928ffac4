import type { Case, Niche } from '../api/case-schema';

const CREATED_AT = '2025-01-01T12:00:00Z';

/** A whole `cases` row: published and public. */
export const CASE_ROW: Case = {
  id: 'c1',
  slug: 'clinica-vida',
  titulo: 'Clínica Vida',
  subtitulo: 'Agendamento pelo WhatsApp',
  data_publicacao: '2025-03-05',
  destaque: true,
  imagem_destacada: 'https://cdn.exemplo.com/capa.png',
  video_url: null,
  agente_ia_url: null,
  problema: 'Filas',
  solucao: null,
  resultados: null,
  galeria: ['https://cdn.exemplo.com/1.png'],
  depoimento_texto: null,
  depoimento_nome: 'Ana',
  depoimento_cargo: null,
  depoimento_foto: null,
  created_at: CREATED_AT,
  status: 'publicado',
  // 09:00 in São Paulo on the day above.
  publicado_em: '2025-03-05T12:00:00+00:00',
  seo_titulo: null,
  seo_descricao: null,
  seo_imagem: null,
  version: 1,
  base_version: null,
  updated_at: CREATED_AT,
  updated_by: null,
  deleted_at: null,
  deleted_by: null,
};

/** The version stamps of a row saved once, by a server task; not in the trash. */
const UNCHANGED = {
  version: 1,
  base_version: null,
  updated_at: CREATED_AT,
  updated_by: null,
  deleted_at: null,
  deleted_by: null,
};

export const NICHES: Niche[] = [
  {
    id: 'n-saude',
    nome: 'Saúde',
    slug: 'saude',
    descricao: 'Clínicas',
    created_at: CREATED_AT,
    ...UNCHANGED,
  },
  { id: 'n-varejo', nome: 'Varejo', slug: 'varejo', descricao: null, created_at: CREATED_AT, ...UNCHANGED },
  {
    id: 'n-educacao',
    nome: 'Educação',
    slug: 'educacao',
    descricao: 'Escolas',
    created_at: CREATED_AT,
    ...UNCHANGED,
  },
];
