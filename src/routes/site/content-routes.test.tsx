// @vitest-environment jsdom
/**
 * The content routes in the browser, through their real queries on a recording supabase-js client:
 * a preview (draft or scheduled item, which only staff can read) carries its banner and is
 * `noindex`; the SEO fields lead the metadata; an address with nothing finds its redirect first.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Case } from '@/domains/cases/api/case-schema';
import type { Insight } from '@/domains/insights/api/row-schemas';
import { clearRequestsAndFreezeDateEachTest, type RecordingApi } from '@/test/recording-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

import CaseRoute from './case';
import InsightRoute from './insight';
import InsightsCategoryRoute from './insights-category';
import NotFoundRoute from './not-found';

const api = vi.hoisted((): RecordingApi => ({ answer: () => [], requests: [] }));
vi.mock(import('@/lib/get-supabase'), async () =>
  (await import('@/test/recording-supabase')).recordingSupabase(api),
);

const NOW = new Date('2026-11-24T12:00:00Z');

const CASE: Case = {
  id: 'c1',
  slug: 'clinica',
  titulo: 'Clínica Vida Plena',
  subtitulo: 'Agendamento automático pelo WhatsApp',
  data_publicacao: '2026-11-20',
  destaque: false,
  imagem_destacada: 'https://cdn.example.com/capa.webp',
  video_url: null,
  agente_ia_url: null,
  problema: null,
  solucao: null,
  resultados: null,
  galeria: null,
  depoimento_texto: null,
  depoimento_nome: null,
  depoimento_cargo: null,
  depoimento_foto: null,
  created_at: '2026-11-20T12:00:00Z',
  status: 'publicado',
  publicado_em: '2026-11-20T12:00:00Z',
  seo_titulo: null,
  seo_descricao: null,
  seo_imagem: null,
  version: 1,
  base_version: null,
  updated_at: '2026-11-20T12:00:00Z',
  updated_by: null,
  deleted_at: null,
  deleted_by: null,
};

const INSIGHT: Insight = {
  id: 'i1',
  slug: 'lgpd-e-ia',
  titulo: 'LGPD e IA na prática',
  descricao: 'O que o empresário precisa saber.',
  conteudo: '<p>Texto.</p>',
  imagem: null,
  data_publicacao: '2026-11-25',
  status: 'publicado',
  publicado_em: '2026-11-25T17:30:00Z',
  categoria_id: 'cat',
  categoria: { id: 'cat', nome: 'Estratégia', slug: 'estrategia' },
  seo_titulo: null,
  seo_descricao: null,
  seo_imagem: null,
};

/** What the API holds: rows by table, found by their `slug` (redirects by `from_path`). */
let rows: { cases: Case[]; insights: Insight[]; redirects: { from_path: string; to_path: string }[] };

function answer(url: URL): unknown {
  const eq = (column: string) => url.searchParams.get(column)?.replace(/^eq\./, '');
  switch (url.pathname) {
    case '/rest/v1/cases':
      return rows.cases.filter((row) => row.slug === eq('slug'));
    case '/rest/v1/insights':
      return rows.insights.filter((row) => row.slug === eq('slug'));
    case '/rest/v1/redirects':
      return rows.redirects.filter((row) => row.from_path === eq('from_path'));
    default:
      return [];
  }
}

const head = (selector: string, name = 'content') =>
  document.head.querySelector(selector)?.getAttribute(name) ?? null;

beforeEach(() => {
  rows = { cases: [], insights: [], redirects: [] };
  api.answer = answer;
});
clearRequestsAndFreezeDateEachTest(api, NOW);

describe('/cases/{slug}', () => {
  const renderCase = (slug: string) =>
    renderWithProviders(<CaseRoute />, { path: '/cases/:slug', url: `/cases/${slug}` });

  it('a draft (only staff read it): the preview banner, noindex', async () => {
    rows.cases = [{ ...CASE, status: 'rascunho' }];
    renderCase('clinica');
    expect(await screen.findByRole('heading', { level: 1, name: CASE.titulo })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Pré-visualização: este rascunho não está publicado.',
    );
    expect(head('meta[name="robots"]')).toBe('noindex, nofollow');
  });

  it('a public case: no banner, indexed, metadata derived from the case when no SEO field is set', async () => {
    rows.cases = [CASE];
    renderCase('clinica');
    expect(await screen.findByRole('heading', { level: 1, name: CASE.titulo })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(head('meta[name="robots"]')).toBe('index, follow, max-image-preview:large');
    expect(document.title).toBe('Clínica Vida Plena | Salto IA');
    expect(head('meta[name="description"]')).toBe(CASE.subtitulo);
    expect(head('meta[property="og:image"]')).toBe(CASE.imagem_destacada);
  });

  it('its SEO fields lead the title, description, share image and the JSON-LD', async () => {
    rows.cases = [
      {
        ...CASE,
        seo_titulo: 'Clínica sem faltas com IA',
        seo_descricao: 'Como a clínica cortou as faltas.',
        seo_imagem: 'https://cdn.example.com/card.png',
      },
    ];
    renderCase('clinica');
    await screen.findByRole('heading', { level: 1, name: CASE.titulo });
    expect(document.title).toBe('Clínica sem faltas com IA');
    expect(head('meta[property="og:title"]')).toBe('Clínica sem faltas com IA');
    expect(head('meta[name="description"]')).toBe('Como a clínica cortou as faltas.');
    expect(head('meta[property="og:image"]')).toBe('https://cdn.example.com/card.png');
    const [article] = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
    );
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: CASE.titulo,
      description: 'Como a clínica cortou as faltas.',
      image: ['https://cdn.example.com/card.png'],
    });
  });

  it('no case at an address that moved: follows its redirect to the case', async () => {
    rows.cases = [CASE];
    rows.redirects = [{ from_path: '/cases/clinica-antiga', to_path: '/cases/clinica' }];
    const { router } = renderCase('clinica-antiga');
    expect(await screen.findByRole('heading', { level: 1, name: CASE.titulo })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cases/clinica');
  });

  it("no case and no redirect: 'Case não encontrado', noindex (the loading state until the lookup answers)", async () => {
    renderCase('nada');
    expect(screen.getByText('Carregando case...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Case não encontrado' })).toBeInTheDocument();
    expect(api.requests.map((url) => url.pathname)).toEqual(['/rest/v1/cases', '/rest/v1/redirects']);
    expect(head('meta[name="robots"]')).toBe('noindex, nofollow');
  });
});

describe('/insights/{categorySlug}/{postSlug}', () => {
  it("a scheduled article: the banner names its moment on São Paulo's clock, noindex; SEO fields lead", async () => {
    rows.insights = [{ ...INSIGHT, seo_descricao: 'Resumo para buscadores.' }];
    renderWithProviders(<InsightRoute />, {
      path: '/insights/:categorySlug/:postSlug',
      url: '/insights/estrategia/lgpd-e-ia',
    });
    expect(await screen.findByRole('heading', { level: 1, name: INSIGHT.titulo })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Pré-visualização: agendado para 25/11/2026 às 14:30; ainda não está visível ao público.',
    );
    expect(head('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(document.title).toBe('LGPD e IA na prática | Salto IA');
    expect(head('meta[name="description"]')).toBe('Resumo para buscadores.');
  });
});

describe('/insights/{categorySlug}', () => {
  it('no category at an old article address: follows its redirect', async () => {
    rows.redirects = [{ from_path: '/insights/ia-para-vendas', to_path: '/agentes-de-ia' }];
    const { router } = renderWithProviders(<InsightsCategoryRoute />, {
      path: '/insights/:categorySlug',
      url: '/insights/ia-para-vendas?utm_source=x',
      routes: [{ path: '/agentes-de-ia', element: <h1>Agentes de IA</h1> }],
    });
    expect(await screen.findByRole('heading', { name: 'Agentes de IA' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/agentes-de-ia', search: '?utm_source=x' });
  });
});

describe('the catch-all route', () => {
  it('an old address (/agentes-ia) ends on /agentes-de-ia through its redirect', async () => {
    rows.redirects = [{ from_path: '/agentes-ia', to_path: '/agentes-de-ia' }];
    const { router } = renderWithProviders(<NotFoundRoute />, {
      path: '*',
      url: '/agentes-ia',
      routes: [{ path: '/agentes-de-ia', element: <h1>Agentes de IA</h1> }],
    });
    expect(await screen.findByRole('heading', { name: 'Agentes de IA' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agentes-de-ia');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('an unknown address stays on the 404 page (noindex)', async () => {
    renderWithProviders(<NotFoundRoute />, { path: '*', url: '/nao-existe' });
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.requests.map((url) => url.pathname)).toEqual(['/rest/v1/redirects']));
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(head('meta[name="robots"]')).toBe('noindex, nofollow');
  });
});
