/**
 * Site-wide SEO defaults and Organization JSON-LD.
 * Per-page metadata lives next to each page's copy (homeSeo, saltoSeo, agentesSeo, culturaSeo,
 * privacyPolicySeo, termsOfUseSeo); list pages are below in `listPagesSeo`.
 * The site URL is NOT stored here: it comes from the environment (VITE_SITE_URL) at runtime/build.
 */
import { company } from './company';
import type { PageSeo } from './types';

export const seoDefaults = {
  siteName: company.brand,
  lang: 'pt-BR',
  locale: 'pt_BR',
  defaultTitle: `${company.brand} | Inteligência Artificial para Empresários`,
  /** Appended to data-driven titles (cases, insights): `${title}${titleSuffix}`. */
  titleSuffix: ` | ${company.brand}`,
  defaultDescription:
    'Consultoria em Inteligência Artificial e o curso SALTO para empresários: automatize processos, economize e cresça sem contratar mais pessoas.',
  defaultKeywords: [
    'inteligência artificial',
    'IA para empresas',
    'consultoria de IA',
    'agentes de IA',
    'curso de IA',
    'automação',
    company.brand,
  ],
  defaultImage: '/og/default.jpg',
  defaultImageWidth: 1200,
  defaultImageHeight: 630,
  defaultImageAlt: `${company.brand} — Inteligência Artificial aplicada a negócios`,
  twitterCard: 'summary_large_image',
  themeColor: '#0B1120', // TODO(design): align with the brand palette
  logoPath: '/logo.png',
} as const;

/** Static list pages (data-driven detail pages build their own from the record). */
export const listPagesSeo = {
  cases: {
    title: `Cases de Sucesso | ${company.brand}`,
    description:
      'Histórias reais de empresas que usaram agentes de Inteligência Artificial para vender mais, atender melhor e reduzir custos.',
    keywords: ['cases de IA', 'cases de sucesso', 'agentes de IA', 'resultados com inteligência artificial'],
    path: '/cases',
  },
  insights: {
    title: `Insights sobre IA | ${company.brand}`,
    description:
      'Artigos práticos sobre Inteligência Artificial para empresários: ferramentas, estratégias, automação e tendências.',
    keywords: ['insights sobre IA', 'artigos sobre inteligência artificial', 'IA para negócios', 'automação'],
    path: '/insights',
  },
} as const satisfies Record<string, PageSeo>;

/** Organization JSON-LD data; absolute URLs are resolved at runtime from the site URL. */
const organizationData = {
  name: company.brand,
  legalName: company.legalName,
  email: company.contactEmail,
  logoPath: seoDefaults.logoPath,
  sameAs: company.socialLinks.map((s) => s.href),
  // Street, CEP and CNPJ are still placeholders in company.ts (TODO(legal)); add
  // streetAddress / postalCode / taxID here once they are real.
  address: {
    addressLocality: company.address.city,
    addressRegion: company.address.state,
    addressCountry: 'BR',
  },
} as const;

/** Organization JSON-LD for `<script type="application/ld+json">`. `siteUrl` without trailing slash. */
export function buildOrganizationJsonLd(siteUrl: string) {
  const base = siteUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organizationData.name,
    legalName: organizationData.legalName,
    url: `${base}/`,
    logo: `${base}${organizationData.logoPath}`,
    email: organizationData.email,
    sameAs: [...organizationData.sameAs],
    address: { '@type': 'PostalAddress', ...organizationData.address },
  } as const;
}
