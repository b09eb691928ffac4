/**
 * Cases pages (/cases, /cases/{slug}).
 * Exact product strings, kept word for word: 'Cases de Sucesso', 'Nenhum case encontrado', 'Carregando cases...',
 * 'Erro de Conexão', 'Erro ao carregar cases. Tente novamente.', 'Tentar Novamente',
 * 'Falar com Agente IA', 'Ver Agente IA', 'Vídeo do Projeto', 'O Problema', 'A Solução',
 * 'Resultados', 'Galeria do Projeto', 'Case não encontrado', 'Destaque'.
 */
import { company } from './company';
import { connectionErrorCopy } from './load-states';
import { raioXCta } from './navigation';
import { listPagesSeo } from './seo';
import type { CallToAction } from './types';

export const casesSeo = listPagesSeo.cases;

/** The call to action that closes every cases page (to /agentes-de-ia#contato). */
export const casesClosingCta = {
  title: 'Quer resultados como esses na sua empresa?',
  description:
    'Em um Raio-X gratuito de 45 minutos, mapeamos onde a Inteligência Artificial pode economizar tempo e trazer vendas para o seu negócio.',
  buttonLabel: 'Agendar meu Raio-X gratuito',
  href: raioXCta.hrefFromContentPages,
} as const satisfies CallToAction;

export const casesList = {
  breadcrumb: 'Cases',
  eyebrow: 'Resultados reais',
  title: 'Cases de Sucesso',
  description:
    'Empresas de diferentes setores que colocaram agentes de Inteligência Artificial para atender, vender e organizar a operação — e os números que alcançaram.',
  filterLabel: 'Filtrar por nicho',
  /** The list changed since the page was built (published, edited or removed cases). */
  refreshed: { label: 'Há cases novos ou atualizados nesta lista.', action: 'Mostrar' },
  clearFilters: 'Limpar filtros',
  /** Announced (and shown) when the list or the filter changes. */
  count: (count: number) => (count === 0 ? 'Nenhum case' : count === 1 ? '1 case' : `${count} cases`),
  listLabel: 'Lista de cases',
  search: {
    label: 'Buscar cases',
    placeholder: 'Buscar cases...',
    empty: {
      title: 'Nenhum case encontrado',
      hint: 'Tente outras palavras (acentos não importam) ou limpe a busca para ver todos os cases.',
    },
  },
  loading: 'Carregando cases...',
  empty: {
    title: 'Nenhum case encontrado',
    hintFiltered:
      'Nenhum case corresponde aos nichos selecionados. Escolha outros nichos ou limpe os filtros para ver todos.',
    hintUnfiltered: 'Ainda não publicamos cases por aqui. Volte em breve para conhecer nossas histórias.',
  },
  error: { ...connectionErrorCopy, message: 'Erro ao carregar cases. Tente novamente.' },
  card: {
    featured: 'Destaque',
    imagePlaceholder: 'Case de Sucesso',
    publishedOn: 'Publicado em',
    linkLabel: 'Ver case',
  },
} as const;

export const caseDetail = {
  backLabel: 'Voltar para os cases',
  breadcrumb: 'Cases',
  featured: 'Destaque',
  publishedOn: 'Publicado em',
  agentButton: { chat: 'Falar com Agente IA', page: 'Ver Agente IA' },
  newTab: '(abre em nova aba)',
  videoTitle: 'Vídeo do Projeto',
  videoFrameTitle: (caseTitle: string) => `Vídeo do projeto: ${caseTitle}`,
  sections: {
    problema: 'O Problema',
    solucao: 'A Solução',
    resultados: 'Resultados',
  },
  galleryTitle: 'Galeria do Projeto',
  galleryImageAlt: (caseTitle: string, index: number, total: number) =>
    `${caseTitle} — imagem ${index} de ${total}`,
  galleryOpen: (index: number, total: number) => `Ampliar imagem ${index} de ${total}`,
  lightbox: {
    title: 'Galeria do Projeto',
    counter: (index: number, total: number) => `Imagem ${index} de ${total}`,
    previous: 'Imagem anterior',
    next: 'Próxima imagem',
    close: 'Fechar galeria',
    hint: 'Use as setas do teclado para navegar e Esc para fechar.',
  },
  testimonialTitle: 'Depoimento',
  /** Avatar letter when the testimonial has no name. */
  testimonialFallbackInitial: 'D',
  closingCta: {
    title: 'Quer um agente de IA trabalhando assim na sua empresa?',
    description:
      'Conte o seu desafio no Raio-X gratuito de 45 minutos: saímos com um diagnóstico real e um plano sob medida.',
    buttonLabel: 'Agendar meu Raio-X gratuito',
    href: raioXCta.hrefFromContentPages,
  } satisfies CallToAction,
  loading: 'Carregando case...',
  error: { ...connectionErrorCopy, message: 'Erro ao carregar cases. Tente novamente.' },
  notFound: {
    seoTitle: `Case não encontrado | ${company.brand}`,
    seoDescription: 'O case que você procurou não existe ou foi removido.',
    title: 'Case não encontrado',
    description: 'O case que você procurou não existe, mudou de endereço ou foi removido.',
    backLabel: 'Ver todos os cases',
  },
} as const;
