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

type OfferPageSeo = Pick<PageSeo, 'title' | 'description' | 'path' | 'image'>;

/** What a course or service says about itself: named after the page title (before ' | '). */
function offerOf(seo: OfferPageSeo, name = seo.title.split(' | ')[0]) {
  return { name, description: seo.description, path: seo.path, image: seo.image };
}

/** A course page (/salto) with its offer: `coursePageJsonLd(saltoSeo, saltoPrice)`. */
export function coursePageJsonLd(
  seo: OfferPageSeo,
  offer: { priceValue: number; currency: string },
  name?: string,
): JsonLd[] {
  const course = { ...offerOf(seo, name), price: offer.priceValue, currency: offer.currency };
  return [courseJsonLd(env.VITE_SITE_URL, course)];
}

/** A service page (/agentes-de-ia): `servicePageJsonLd(agentesSeo)`. */
export function servicePageJsonLd(seo: OfferPageSeo, name?: string): JsonLd[] {
  const service = offerOf(seo, name);
  return [serviceJsonLd(env.VITE_SITE_URL, { ...service, serviceType: service.name })];
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
