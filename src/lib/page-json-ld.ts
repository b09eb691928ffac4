/**
 * JSON-LD per page with the site URL from the environment; routes pass the result to
 * `<Seo jsonLd={…} />`. The page's content is passed in by the route (never imported here), so a
 * route chunk never pulls in another page's copy.
 */
import { env } from '@/config/env';
import { breadcrumbHomeLabel } from '@/content/navigation';
import type { PageSeo } from '@/content/types';

import {
  articleJsonLd,
  breadcrumbJsonLd,
  courseJsonLd,
  organizationJsonLd,
  serviceJsonLd,
  webSiteJsonLd,
  type ArticleInput,
  type BreadcrumbItem,
  type JsonLd,
} from './json-ld';

/** Home: the organisation and the website. */
export function homeJsonLd(): JsonLd[] {
  return [organizationJsonLd(env.VITE_SITE_URL), webSiteJsonLd(env.VITE_SITE_URL)];
}

/** A course page (/salto) with its offer: `courseJsonLd(saltoSeo, saltoPrice)`. */
export function coursePageJsonLd(
  seo: Pick<PageSeo, 'title' | 'description' | 'path' | 'image'>,
  offer: { priceValue: number; currency: string },
  name = seo.title.split(' | ')[0],
): JsonLd[] {
  return [
    courseJsonLd(env.VITE_SITE_URL, {
      name,
      description: seo.description,
      path: seo.path,
      price: offer.priceValue,
      currency: offer.currency,
      image: seo.image,
    }),
  ];
}

/** A service page (/agentes-de-ia): `servicePageJsonLd(agentesSeo)`. */
export function servicePageJsonLd(
  seo: Pick<PageSeo, 'title' | 'description' | 'path' | 'image'>,
  name = seo.title.split(' | ')[0],
): JsonLd[] {
  return [
    serviceJsonLd(env.VITE_SITE_URL, {
      name,
      description: seo.description,
      path: seo.path,
      serviceType: name,
      image: seo.image,
    }),
  ];
}

/** Início › … › current page (legal pages, cultura; later cases and insights). */
export function breadcrumbsJsonLd(...trail: readonly BreadcrumbItem[]): JsonLd[] {
  return [breadcrumbJsonLd(env.VITE_SITE_URL, [{ name: breadcrumbHomeLabel, path: '/' }, ...trail])];
}

/** One-level page: Início › {label}. */
export function pageBreadcrumbJsonLd(seo: Pick<PageSeo, 'path'>, label: string): JsonLd[] {
  return breadcrumbsJsonLd({ name: label, path: seo.path });
}

/** A data-driven article page (an insight, a case): its Article plus Início › … › the page. */
export function articlePageJsonLd(article: ArticleInput, trail: readonly BreadcrumbItem[]): JsonLd[] {
  return [articleJsonLd(env.VITE_SITE_URL, article), ...breadcrumbsJsonLd(...trail)];
}
