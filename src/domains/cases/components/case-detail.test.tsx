// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { IMAGE_LAYOUTS, responsiveImage } from '@/lib/responsive-image';
import { renderWithProviders } from '@/test/render-with-providers';

import type { Case } from '../api/case-schema';
import { CASE_ROW } from '../test/fixtures';
import { CaseDetail } from './case-detail';

function makeCase(overrides: Partial<Case> = {}): Case {
  return {
    ...CASE_ROW,
    slug: 'clinica',
    titulo: 'Clínica Vida Plena',
    subtitulo: 'Agendamento automático',
    destaque: false,
    imagem_destacada: 'https://cdn.example.com/capa.webp',
    problema: null,
    galeria: null,
    depoimento_nome: null,
    ...overrides,
  };
}

const sectionHeadings = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('CaseDetail', () => {
  it('shows the header: back link, niche and featured badges, title, subtitle, long date, cover', () => {
    renderWithProviders(
      <CaseDetail
        item={makeCase({ destaque: true })}
        niches={[
          { id: 'n1', nome: 'Saúde' },
          { id: 'n2', nome: 'Varejo' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Voltar para os cases' })).toHaveAttribute('href', '/cases');
    expect(screen.getByRole('heading', { level: 1, name: 'Clínica Vida Plena' })).toBeInTheDocument();
    expect(screen.getByText('Agendamento automático')).toBeInTheDocument();
    expect(screen.getByText('Saúde')).toBeInTheDocument();
    expect(screen.getByText('Varejo')).toBeInTheDocument();
    expect(screen.getByText('Destaque')).toBeInTheDocument();
    expect(screen.getByText('5 de março de 2025').tagName).toBe('TIME');
    const cover = document.querySelector('img')!;
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    // A 16:9 box before the image arrives.
    expect(cover).toHaveAttribute('width', '1440');
    expect(cover).toHaveAttribute('height', '810');
  });

  it('shows a cover of the project storage at the width the layout needs, preloaded with high priority', () => {
    const stored = 'http://127.0.0.1:54321/storage/v1/object/public/case-images/seed/capa.webp';
    renderWithProviders(<CaseDetail item={makeCase({ imagem_destacada: stored })} niches={[]} />);
    const cover = document.querySelector('img')!;
    const image = responsiveImage(stored, IMAGE_LAYOUTS.caseCover);
    expect(image.srcSet).toContain(
      '/storage/v1/render/image/public/case-images/seed/capa.webp?width=640&height=360',
    );
    expect(cover).toHaveAttribute('srcset', image.srcSet);
    expect(cover).toHaveAttribute('sizes', IMAGE_LAYOUTS.caseCover.sizes);
    // React hoists it into <head> (earlier tests' covers are there too).
    const preload = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].find(
      (link) => link.getAttribute('imagesrcset') === image.srcSet,
    );
    expect(preload).toHaveAttribute('imagesizes', image.sizes);
    expect(preload).toHaveAttribute('fetchpriority', 'high');
  });

  it("labels the agent button 'Falar com Agente IA' for a chat link, opening a new tab", () => {
    renderWithProviders(
      <CaseDetail item={makeCase({ agente_ia_url: 'https://wa.me/5548999990001' })} niches={[]} />,
    );
    const button = screen.getByRole('link', { name: /Falar com Agente IA/ });
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("labels it 'Ver Agente IA' for any other link, and has no button without a link", () => {
    const { unmount } = renderWithProviders(
      <CaseDetail item={makeCase({ agente_ia_url: 'https://agente.example.com' })} niches={[]} />,
    );
    expect(screen.getByRole('link', { name: /Ver Agente IA/ })).toBeInTheDocument();
    unmount();
    renderWithProviders(<CaseDetail item={makeCase()} niches={[]} />);
    expect(screen.queryByRole('link', { name: /Agente IA/ })).not.toBeInTheDocument();
  });

  it("shows 'Vídeo do Projeto' only for a recognised YouTube link, as a click-to-load poster", () => {
    const { unmount } = renderWithProviders(
      <CaseDetail item={makeCase({ video_url: 'https://youtu.be/aircAruvnKk?t=1m5s' })} niches={[]} />,
    );
    expect(screen.getByRole('heading', { name: 'Vídeo do Projeto' })).toBeInTheDocument();
    const frame = screen.getByTitle('Vídeo do projeto: Clínica Vida Plena');
    expect(frame).not.toHaveAttribute('src');
    expect(frame.getAttribute('srcdoc')).toContain(
      'href="https://www.youtube-nocookie.com/embed/aircAruvnKk?autoplay=1&amp;start=65"',
    );
    unmount();
    renderWithProviders(<CaseDetail item={makeCase({ video_url: 'https://vimeo.com/1234' })} niches={[]} />);
    expect(screen.queryByRole('heading', { name: 'Vídeo do Projeto' })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('numbers only the sections that exist and renders their rich text, sanitised', () => {
    renderWithProviders(
      <CaseDetail
        item={makeCase({
          problema: '<p>Linha um.</p><p>Linha <strong>dois</strong>.</p><script>window.__x = 1</script>',
          solucao: '<p> </p>',
          resultados: '<ul><li><p>Resultado.</p></li></ul>',
        })}
        niches={[]}
      />,
    );
    expect(sectionHeadings()).toEqual(['O Problema', 'Resultados']);
    const problema = screen.getByRole('region', { name: 'O Problema' });
    expect(within(problema).getByText('01')).toBeInTheDocument();
    expect(
      within(problema)
        .getAllByText(/Linha/)
        .map((p) => p.tagName),
    ).toEqual(['P', 'P']);
    expect(within(problema).getByText('dois').tagName).toBe('STRONG');
    expect(problema.querySelector('script')).toBeNull();
    const resultados = screen.getByRole('region', { name: 'Resultados' });
    expect(within(resultados).getByText('02')).toBeInTheDocument();
    expect(within(resultados).getByRole('listitem')).toHaveTextContent('Resultado.');
  });

  it("prints the media library's alt text on the cover, the gallery and the testimonial photo", () => {
    const images = {
      'https://cdn.example.com/capa.webp': {
        alt: 'Recepção da clínica',
        decorative: false,
        width: 1200,
        height: 675,
      },
      'https://cdn.example.com/g1.webp': {
        alt: 'Painel de agendamentos',
        decorative: false,
        width: 800,
        height: 800,
      },
      'https://cdn.example.com/g2.webp': { alt: null, decorative: true, width: 800, height: 800 },
      'https://cdn.example.com/f.webp': {
        alt: 'Mariana sorrindo',
        decorative: false,
        width: 256,
        height: 256,
      },
    };
    renderWithProviders(
      <CaseDetail
        item={{
          ...makeCase({
            galeria: [
              'https://cdn.example.com/g1.webp',
              'https://cdn.example.com/g2.webp',
              'https://cdn.example.com/g3.webp',
            ],
            depoimento_texto: 'Ótimo.',
            depoimento_nome: 'Mariana',
            depoimento_foto: 'https://cdn.example.com/f.webp',
          }),
          images,
        }}
        niches={[]}
      />,
    );
    const alts = [...document.querySelectorAll('img')].map((image) => image.getAttribute('alt'));
    expect(alts).toEqual([
      'Recepção da clínica',
      'Painel de agendamentos',
      '',
      // Not described in the library yet: the page's own text.
      'Clínica Vida Plena — imagem 3 de 3',
      'Mariana sorrindo',
    ]);
  });

  it("shows the testimonial with its photo, or the name's initial, or 'D' without a name", () => {
    const { unmount } = renderWithProviders(
      <CaseDetail
        item={makeCase({
          depoimento_texto: 'Ótimo.',
          depoimento_nome: 'mariana',
          depoimento_cargo: 'Diretora',
        })}
        niches={[]}
      />,
    );
    const figure = screen.getByText('“Ótimo.”').closest('figure')!;
    expect(within(figure).getByText('M')).toBeInTheDocument();
    expect(within(figure).getByText('Diretora')).toBeInTheDocument();
    unmount();

    const second = renderWithProviders(
      <CaseDetail item={makeCase({ depoimento_texto: 'Sem nome.' })} niches={[]} />,
    );
    expect(screen.getByText('“Sem nome.”').closest('figure')!.querySelector('figcaption')).toHaveTextContent(
      /^D$/,
    );
    second.unmount();

    renderWithProviders(
      <CaseDetail
        item={makeCase({ depoimento_texto: 'Com foto.', depoimento_foto: 'https://cdn.example.com/f.webp' })}
        niches={[]}
      />,
    );
    const figcaption = screen.getByText('“Com foto.”').closest('figure')!.querySelector('figcaption')!;
    expect(figcaption.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/f.webp');
  });

  it('opens the gallery in a keyboard lightbox and gives focus back on close', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CaseDetail
        item={makeCase({
          galeria: [
            'https://cdn.example.com/1.webp',
            'https://cdn.example.com/2.webp',
            'https://cdn.example.com/3.webp',
          ],
        })}
        niches={[]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Galeria do Projeto' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ampliar imagem 3 de 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Galeria do Projeto' });
    expect(within(dialog).getByText('Imagem 3 de 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'https://cdn.example.com/3.webp');

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Imagem 1 de 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByText('Imagem 2 de 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Imagem anterior' }));
    expect(within(dialog).getByText('Imagem 1 de 3')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ampliar imagem 1 de 3' })).toHaveFocus(),
    );
  });
});
