/**
 * Landing page (/).
 * Exact product strings, kept word for word: the two card titles
 * 'O Despertar do Empresário Inteligente!' and 'Libere Seu Tempo. Escale Com Inteligência!'.
 */
import type { IconName, PageSeo } from './types';

export const homeSeo = {
  title: 'Salto IA | Automatize, Economize e Cresça com Inteligência Artificial',
  description:
    'Automatize processos, reduza custos e cresça sem contratar mais pessoas. Conheça o SALTO, curso de IA para empresários, e a consultoria que implementa agentes de IA no seu negócio.',
  keywords: [
    'inteligência artificial para empresas',
    'consultoria de IA',
    'agentes de IA',
    'automação com IA',
    'curso de IA para empresários',
    'SALTO',
    'IA para pequenas e médias empresas',
    'automação de atendimento',
    'ChatGPT para negócios',
  ],
  path: '/',
  imageAlt: 'Salto IA — Inteligência Artificial aplicada a negócios',
} as const satisfies PageSeo;

export interface HomeCard {
  readonly id: 'salto' | 'consultoria';
  readonly eyebrow: string;
  /** Exact product string. */
  readonly title: string;
  readonly text: string;
  readonly highlights: readonly string[];
  readonly buttonLabel: string;
  readonly href: string;
  readonly icon: IconName;
}

interface HomeHero {
  readonly eyebrow: string;
  readonly headline: string;
  readonly description: string;
  readonly cards: readonly [HomeCard, HomeCard];
}

export const homeHero = {
  eyebrow: 'Inteligência Artificial para empresários',
  headline: 'Automatize, economize e cresça — sem precisar contratar mais ninguém.',
  description:
    'Soluções práticas e personalizadas de Inteligência Artificial para a realidade do seu negócio: você aprende a usar a IA a seu favor ou deixa que a gente implemente agentes que trabalham pela sua empresa 24 horas por dia.',
  cards: [
    {
      id: 'salto',
      eyebrow: 'Curso online SALTO',
      title: 'O Despertar do Empresário Inteligente!',
      text: 'Aprenda, em 8 módulos práticos, a usar a IA para decidir melhor, vender mais e tirar de você as tarefas que roubam o seu dia.',
      highlights: ['8 módulos práticos', '6 meses de acesso', '7 dias de garantia'],
      buttonLabel: 'Conhecer o SALTO',
      href: '/salto',
      icon: 'GraduationCap',
    },
    {
      id: 'consultoria',
      eyebrow: 'Consultoria em IA',
      title: 'Libere Seu Tempo. Escale Com Inteligência!',
      text: 'Implementamos agentes de IA integrados ao seu CRM e aos seus canais para atender, qualificar e vender enquanto você cuida do estratégico.',
      highlights: ['Raio-X gratuito de 45 minutos', '+50 empresas impactadas', 'Go-live em 5 semanas'],
      buttonLabel: 'Conhecer a Consultoria',
      href: '/agentes-de-ia',
      icon: 'Bot',
    },
  ],
} as const satisfies HomeHero;
