import { describe, expect, it } from 'vitest';

import {
  absoluteUrl,
  articleJsonLd,
  breadcrumbJsonLd,
  courseJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from './json-ld';

const SITE = 'https://saltoia.com.br';

describe('absoluteUrl', () => {
  it('resolves site paths against the origin, with or without a trailing slash', () => {
    expect(absoluteUrl(SITE, '/')).toBe('https://saltoia.com.br/');
    expect(absoluteUrl(`${SITE}/`, '/salto')).toBe('https://saltoia.com.br/salto');
    expect(absoluteUrl(SITE, 'og/x.jpg')).toBe('https://saltoia.com.br/og/x.jpg');
    expect(absoluteUrl(SITE, 'https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment, and stays valid JSON', () => {
    const data = { '@type': 'Article', headline: '</script><script>alert(1)</script> <!-- & \u2028' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('builders', () => {
  it('Organization: absolute url (site root) and logo', () => {
    const org = organizationJsonLd(SITE);
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Salto IA',
      url: 'https://saltoia.com.br/',
      logo: 'https://saltoia.com.br/logo.png',
    });
  });

  it('Course with a paid Offer in BRL', () => {
    const course = courseJsonLd(SITE, {
      name: 'SALTO',
      description: 'Curso',
      path: '/salto',
      price: 147,
      currency: 'BRL',
    });
    expect(course).toMatchObject({
      '@type': 'Course',
      url: 'https://saltoia.com.br/salto',
      provider: { '@type': 'Organization', name: 'Salto IA' },
      offers: { '@type': 'Offer', price: 147, priceCurrency: 'BRL', category: 'Paid' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
    });
  });

  it('Service with provider and area served', () => {
    const service = serviceJsonLd(SITE, {
      name: 'Consultoria em IA',
      description: 'd',
      path: '/agentes-de-ia',
      serviceType: 'Consultoria',
      image: '/og/agentes-de-ia.jpg',
    });
    expect(service).toMatchObject({
      '@type': 'Service',
      url: 'https://saltoia.com.br/agentes-de-ia',
      image: 'https://saltoia.com.br/og/agentes-de-ia.jpg',
      provider: { '@type': 'Organization' },
      areaServed: { '@type': 'Country', name: 'Brasil' },
    });
  });

  it('BreadcrumbList: positions from 1 and absolute items', () => {
    const list = breadcrumbJsonLd(SITE, [
      { name: 'Início', path: '/' },
      { name: 'Insights', path: '/insights' },
      { name: 'Produtividade', path: '/insights/produtividade' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Início', item: 'https://saltoia.com.br/' },
      { '@type': 'ListItem', position: 2, name: 'Insights', item: 'https://saltoia.com.br/insights' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Produtividade',
        item: 'https://saltoia.com.br/insights/produtividade',
      },
    ]);
  });

  it('Article: headline capped at 110 characters, default image, dateModified, publisher', () => {
    const article = articleJsonLd(SITE, {
      headline: 'x'.repeat(130),
      description: 'Resumo',
      path: '/insights/produtividade/o-prompt-que-funciona',
      datePublished: '2025-08-01',
      section: 'Produtividade',
      keywords: ['IA', 'prompts'],
    });
    expect((article.headline as string).length).toBe(110);
    expect(article).toMatchObject({
      '@type': 'Article',
      url: 'https://saltoia.com.br/insights/produtividade/o-prompt-que-funciona',
      mainEntityOfPage: { '@id': 'https://saltoia.com.br/insights/produtividade/o-prompt-que-funciona' },
      image: ['https://saltoia.com.br/og/default.jpg'],
      datePublished: '2025-08-01',
      dateModified: '2025-08-01',
      articleSection: 'Produtividade',
      keywords: 'IA, prompts',
      publisher: { '@type': 'Organization', name: 'Salto IA' },
    });
  });
});
