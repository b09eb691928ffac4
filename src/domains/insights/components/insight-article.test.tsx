// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Insight } from '../api/row-schemas';
import { renderWithProviders } from '@/test/render-with-providers';
import { InsightArticle } from './insight-article';

function makeInsight(overrides: Partial<Insight> = {}): Insight {
  return {
    id: 'i1',
    slug: 'lgpd-e-ia',
    titulo: 'LGPD e IA na prática',
    descricao: 'O que o empresário precisa saber.',
    conteudo: '<h2>Seção</h2><p>Texto com <a href="/salto">link</a>.</p>',
    imagem: 'https://cdn.example.com/capa.webp',
    data_publicacao: '2025-03-05',
    status: 'publicado',
    publicado_em: '2025-03-05T12:00:00Z',
    categoria_id: 'c',
    categoria: { id: 'c', nome: 'Estratégia', slug: 'estrategia' },
    seo_titulo: null,
    seo_descricao: null,
    seo_imagem: null,
    ...overrides,
  };
}

describe('InsightArticle', () => {
  it('shows breadcrumb, back link, badge, title, long date, description, body and the call to action', () => {
    renderWithProviders(<InsightArticle insight={makeInsight()} />);
    const breadcrumb = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/insights', '/insights/estrategia']);
    expect(within(breadcrumb).getByText('LGPD e IA na prática')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Voltar para Estratégia' })).toHaveAttribute(
      'href',
      '/insights/estrategia',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'LGPD e IA na prática' })).toBeInTheDocument();
    expect(screen.getByText('5 de março de 2025').tagName).toBe('TIME');
    expect(screen.getByText('O que o empresário precisa saber.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Seção' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'link' })).toHaveAttribute('href', '/salto');
    expect(screen.getByRole('link', { name: 'Agendar meu Raio-X gratuito' })).toHaveAttribute(
      'href',
      '/agentes-de-ia#contato',
    );
  });

  it('sanitises the body: no script, no handler, no javascript: link', () => {
    const { container } = renderWithProviders(
      <InsightArticle
        insight={makeInsight({
          conteudo:
            '<p onclick="alert(1)">a</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">b</a>',
        })}
      />,
    );
    const body = container.querySelector('.prose-article')!;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('[onclick], [onerror]')).toBeNull();
    expect(body.querySelector('a')).not.toHaveAttribute('href');
  });

  it('goes back to the insights list for an article without a category', () => {
    renderWithProviders(<InsightArticle insight={makeInsight({ categoria: null })} />);
    expect(screen.getByRole('link', { name: 'Voltar para os insights' })).toHaveAttribute(
      'href',
      '/insights',
    );
  });
});
