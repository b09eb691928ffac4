/**
 * schema.org JSON-LD builders. Pure: every builder takes the site origin (`VITE_SITE_URL`, with or
 * without a trailing slash) and returns a plain object for `<Seo jsonLd={[…]} />`, which
 * serialises it with `serializeJsonLd`. Page presets (which content feeds which builder) live in
 * `page-json-ld.ts`.
 *
 * No `@/` imports here: the build (react-router.config.ts) and unit tests load this in Node.
 */
import { buildOrganizationJsonLd, seoDefaults } from '../content/seo';

export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** `https://site.example` + `/salto` → `https://site.example/salto`; `/` → `https://site.example/`. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}${pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`}`;
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` are escaped as
 * `\u003c` etc. so no value (a title, an article body) can close the script element or open a
 * comment; U+2028/U+2029 are escaped for old JavaScript parsers. The result is still valid JSON.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The company (content/seo.ts), for the home page and as `provider`/`publisher` elsewhere. */
export function organizationJsonLd(siteUrl: string): JsonLd {
  return { ...buildOrganizationJsonLd(siteUrl) };
}

/** A reference to the organisation, nested inside other entities. */
function organizationRef(siteUrl: string) {
  const { name, url, logo } = buildOrganizationJsonLd(siteUrl);
  return { '@type': 'Organization', name, url, logo: { '@type': 'ImageObject', url: logo } };
}

export function webSiteJsonLd(siteUrl: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: seoDefaults.siteName,
    url: absoluteUrl(siteUrl, '/'),
    inLanguage: seoDefaults.lang,
    publisher: organizationRef(siteUrl),
  };
}

export interface CourseInput {
  name: string;
  description: string;
  /** Canonical path of the course page. */
  path: string;
  price: number;
  currency: string;
  image?: string;
}

/** Course with its Offer (Google's course info / merchant listing fields). */
export function courseJsonLd(siteUrl: string, input: CourseInput): JsonLd {
  const url = absoluteUrl(siteUrl, input.path);
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: input.name,
    description: input.description,
    url,
    inLanguage: seoDefaults.lang,
    ...(input.image && { image: absoluteUrl(siteUrl, input.image) }),
    provider: organizationRef(siteUrl),
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: input.price,
      priceCurrency: input.currency,
      availability: 'https://schema.org/InStock',
      url,
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      inLanguage: seoDefaults.lang,
    },
  };
}

export interface ServiceInput {
  name: string;
  description: string;
  path: string;
  serviceType: string;
  image?: string;
  areaServed?: string;
}

export function serviceJsonLd(siteUrl: string, input: ServiceInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: absoluteUrl(siteUrl, input.path),
    ...(input.image && { image: absoluteUrl(siteUrl, input.image) }),
    provider: organizationRef(siteUrl),
    areaServed: { '@type': 'Country', name: input.areaServed ?? 'Brasil' },
    availableLanguage: seoDefaults.lang,
  };
}

export interface BreadcrumbItem {
  name: string;
  path: string;
}

/** Items in order from the home page to the current page (the last one is the page itself). */
export function breadcrumbJsonLd(siteUrl: string, items: readonly BreadcrumbItem[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

export interface ArticleInput {
  headline: string;
  description?: string | null;
  path: string;
  /** Absolute URL or site path. */
  image?: string | null;
  /** ISO date or date-time. */
  datePublished: string;
  dateModified?: string | null;
  section?: string | null;
  keywords?: readonly string[];
  authorName?: string;
}

/** Article (insights). Google wants a headline of at most 110 characters. */
export function articleJsonLd(siteUrl: string, input: ArticleInput): JsonLd {
  const url = absoluteUrl(siteUrl, input.path);
  const headline = input.headline.length > 110 ? `${input.headline.slice(0, 109)}…` : input.headline;
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline,
    ...(input.description && { description: input.description }),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [absoluteUrl(siteUrl, input.image || seoDefaults.defaultImage)],
    datePublished: input.datePublished,
    dateModified: input.dateModified || input.datePublished,
    inLanguage: seoDefaults.lang,
    ...(input.section && { articleSection: input.section }),
    ...(input.keywords?.length && { keywords: input.keywords.join(', ') }),
    author: input.authorName
      ? { '@type': 'Person', name: input.authorName }
      : { '@type': 'Organization', name: seoDefaults.siteName, url: absoluteUrl(siteUrl, '/') },
    publisher: organizationRef(siteUrl),
  };
}
