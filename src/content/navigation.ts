/**
 * Header, mobile menu and footer navigation.
 * Labels 'Salto', 'Consultoria de IA', 'Cases', 'Insights', 'Cultura', 'Solicitar Raio-X'
 * and 'Login' are the product's exact labels: do not reword them.
 */
import { company } from './company';
import type { Link, SocialLink } from './types';

/** Main header links (all public pages). */
export const headerLinks = [
  { label: 'Salto', href: '/salto' },
  { label: 'Consultoria de IA', href: '/agentes-de-ia' },
  { label: 'Cases', href: '/cases' },
  { label: 'Insights', href: '/insights' },
] as const satisfies readonly Link[];

/** Header links on the legal pages (privacy policy, terms): the main links plus Cultura. */
export const legalHeaderLinks = [
  ...headerLinks,
  { label: 'Cultura', href: '/cultura' },
] as const satisfies readonly Link[];

/**
 * The contact (Raio-X) form on /agentes-de-ia must answer to BOTH anchors (the product uses two
 * readings): e.g. `<section id="contato"><div id="raio-x-form">…form…</div></section>`.
 */
export const raioXFormAnchors = {
  primary: 'raio-x-form',
  alternate: 'contato',
} as const;

/** The SALTO enrolment form's id on /salto (its calls to action link to it). */
export const SALTO_FORM_ID = 'salto-form';

/**
 * The calls to action counted in the site's traffic, by the form their link leads to: every
 * 'Agendar meu Raio-X…' / 'Solicitar Raio-X' and every 'Quero Fazer o Salto' link ends so.
 */
export const trafficCtas: Readonly<Record<string, string>> = {
  [`#${raioXFormAnchors.primary}`]: 'agendar-raio-x',
  [`#${raioXFormAnchors.alternate}`]: 'agendar-raio-x',
  [`#${SALTO_FORM_ID}`]: 'quero-fazer-o-salto',
};

/**
 * Header call to action 'Solicitar Raio-X'.
 * - `href`: used on the landing page, /salto and /agentes-de-ia (on /agentes-de-ia itself,
 *   scroll smoothly to the form instead of navigating).
 * - `hrefFromContentPages`: used on legal, cases and insights pages.
 */
export const raioXCta = {
  label: 'Solicitar Raio-X',
  href: '/agentes-de-ia#raio-x-form',
  hrefFromContentPages: '/agentes-de-ia#contato',
} as const;

/** Accessible labels for the header and the right-side mobile drawer. */
export const headerA11y = {
  homeLinkLabel: `${company.brand} — página inicial`,
  mainNavLabel: 'Navegação principal',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  mobileMenuTitle: 'Menu',
} as const;

/** Footer links. 'Login' goes to the admin area. */
export const footerLinks = [
  { label: 'Política de Privacidade', href: '/politica-de-privacidade' },
  { label: 'Termos de Uso', href: '/termos-de-uso' },
  { label: 'Login', href: '/admin/login' },
] as const satisfies readonly Link[];

/** Social links: open in a new tab (`target="_blank" rel="noopener noreferrer"`). */
export const socialLinks: readonly SocialLink[] = company.socialLinks;

export const footer = {
  tagline:
    'Inteligência Artificial aplicada a negócios reais: treinamento para empresários e agentes de IA que trabalham pela sua empresa.',
  headquarters: `Sede em ${company.headquarters}`,
  contactLabel: 'Fale com a gente',
  contactEmail: company.contactEmail,
  legalLinksTitle: 'Institucional',
  socialTitle: 'Acompanhe',
  copyright: company.copyright,
  /** Shown under the copyright line on legal pages. */
  legalEntityLine: `${company.legalName} · CNPJ ${company.cnpj}`,
} as const;

/** Breadcrumb root label (legal pages, insights). */
export const breadcrumbHomeLabel = 'Início';
