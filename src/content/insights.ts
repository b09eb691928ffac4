/**
 * Insights pages (/insights, /insights/{categorySlug}, /insights/{categorySlug}/{postSlug}).
 * Exact product strings, kept word for word: 'Insights sobre IA', 'Todos', 'Ler mais', 'Nenhum insight encontrado',
 * 'Erro de Conexão', 'Erro ao carregar insights. Tente novamente.', 'Tentar Novamente',
 * 'Todas as categorias', 'Carregar mais insights', 'Carregando...', 'Categoria não encontrada',
 * 'Post não encontrado'.
 */
import { company } from './company';
import { connectionErrorCopy } from './load-states';
import { raioXCta } from './navigation';
import { listPagesSeo } from './seo';
import type { CallToAction } from './types';

export const insightsSeo = listPagesSeo.insights;

/** Insights per page on a category page. */
export const CATEGORY_PAGE_SIZE = 12;

const error = { ...connectionErrorCopy, message: 'Erro ao carregar insights. Tente novamente.' } as const;

export const insightsClosingCta = {
  title: 'Da leitura à prática: IA trabalhando no seu negócio',
  description:
    'No Raio-X gratuito de 45 minutos, olhamos para os seus processos e mostramos onde um agente de IA traz retorno primeiro.',
  buttonLabel: 'Agendar meu Raio-X gratuito',
  href: raioXCta.hrefFromContentPages,
} as const satisfies CallToAction;

export const insightsList = {
  breadcrumb: 'Insights',
  eyebrow: 'Conteúdo para empresários',
  title: 'Insights sobre IA',
  description:
    'Artigos práticos sobre Inteligência Artificial nos negócios: agentes, produtividade, estratégia e o que está funcionando nas empresas que atendemos.',
  filterLabel: 'Filtrar por categoria',
  /** The list changed since the page was built (published, edited or removed articles). */
  refreshed: { label: 'Há artigos novos ou atualizados nesta lista.', action: 'Mostrar' },
  allChip: 'Todos',
  listLabel: 'Lista de insights',
  count: (count: number) =>
    count === 0 ? 'Nenhum insight' : count === 1 ? '1 insight' : `${count} insights`,
  categoryLink: (name: string) => `Ver a página de ${name}`,
  search: {
    label: 'Buscar insights',
    placeholder: 'Buscar insights...',
    empty: {
      title: 'Nenhum insight encontrado',
      hint: 'Tente outras palavras (acentos não importam) ou limpe a busca para ver todos os insights.',
    },
  },
  loading: 'Carregando insights...',
  empty: {
    title: 'Nenhum insight encontrado',
    hintFiltered: 'Ainda não há insights nesta categoria. Escolha outra categoria ou veja todos.',
    hintUnfiltered: 'Ainda não publicamos insights por aqui. Volte em breve para novos conteúdos.',
    showAll: 'Ver todos os insights',
  },
  error,
} as const;

/** 'Leia também': related articles under an article. */
export const relatedInsights = {
  title: 'Leia também',
  listLabel: 'Artigos relacionados',
} as const;

export const insightCard = {
  readMore: 'Ler mais',
  /** Accessible name of the card link: 'Ler mais: {title}'. */
  readMoreLabel: (title: string) => `Ler mais: ${title}`,
  uncategorized: 'Sem categoria',
  publishedOn: 'Publicado em',
} as const;

export const categoryPage = {
  breadcrumbParent: 'Insights',
  seoTitle: (name: string) => `${name} | Insights sobre IA | ${company.brand}`,
  seoDescription: (name: string) =>
    `Artigos da ${company.brand} sobre ${name}: Inteligência Artificial aplicada a negócios, na prática.`,
  categoriesTitle: 'Categorias',
  allCategories: 'Todas as categorias',
  listLabel: (name: string) => `Insights de ${name}`,
  loadMore: 'Carregar mais insights',
  loadingMore: 'Carregando...',
  loading: 'Carregando insights...',
  empty: {
    title: 'Nenhum insight encontrado',
    hint: 'Ainda não há insights publicados nesta categoria. Veja as outras categorias ou todos os insights.',
  },
  error,
  notFound: {
    seoTitle: `Categoria não encontrada | ${company.brand}`,
    seoDescription: 'A categoria de insights que você procurou não existe ou foi removida.',
    title: 'Categoria não encontrada',
    description: 'A categoria que você procurou não existe, mudou de endereço ou foi removida.',
    backLabel: 'Ver todos os insights',
  },
} as const;

export const insightArticle = {
  breadcrumbParent: 'Insights',
  backToCategory: (name: string) => `Voltar para ${name}`,
  backToList: 'Voltar para os insights',
  publishedOn: 'Publicado em',
  keywords: ['inteligência artificial', 'IA para empresas', 'agentes de IA'],
  cta: {
    eyebrow: 'Consultoria em Inteligência Artificial',
    title: 'Quer colocar a IA para trabalhar no seu negócio?',
    description:
      'Agende um Raio-X gratuito de 45 minutos: mapeamos seus processos, mostramos onde a IA traz retorno primeiro e saímos com um plano personalizado.',
    buttonLabel: 'Agendar meu Raio-X gratuito',
    href: raioXCta.hrefFromContentPages,
    secondaryLabel: 'Conhecer a consultoria',
    secondaryHref: '/agentes-de-ia',
  },
  loading: 'Carregando insight...',
  error,
  notFound: {
    seoTitle: `Post não encontrado | ${company.brand}`,
    seoDescription: 'O artigo que você procurou não existe ou foi removido.',
    title: 'Post não encontrado',
    description: 'O artigo que você procurou não existe, mudou de endereço ou foi removido.',
    backLabel: 'Ver todos os insights',
  },
} as const;
