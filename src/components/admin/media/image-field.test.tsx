// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { fetchingThrough, mutatingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import { ImageField } from './image-field';
import { mediaItem } from './media-fixtures';

vi.mock('sonner', () => import('@/test/fake-sonner'));

const getMediaByUrl = vi.hoisted(() => vi.fn());
const listMedia = vi.hoisted(() => vi.fn());
const uploadToLibrary = vi.hoisted(() => vi.fn());
vi.mock(import('@/lib/media-library'), async (importOriginal) => {
  const actual = await importOriginal();
  return {
    ...mutatingThrough(
      fetchingThrough(actual, 'mediaByUrlQueryOptions', getMediaByUrl),
      'useUploadToLibrary',
      uploadToLibrary,
    ),
    mediaListInfiniteOptions: (params) => ({
      ...actual.mediaListInfiniteOptions(params),
      queryFn: ({ pageParam }: { pageParam: number }) => listMedia(params, pageParam) as never,
    }),
  };
});

const CAPA = mediaItem('capa', { alt: 'Recepção da clínica' });
const ANTIGA = mediaItem('antiga', { alt: null, original_name: 'antiga.jpg' });
const LOGO = mediaItem('logo', { alt: null, decorative: true });

function Harness({ initial = '', onChange }: { initial?: string; onChange: (url: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageField
      label="Imagem destacada"
      target="case"
      value={value}
      onChange={(url) => {
        setValue(url);
        onChange(url);
      }}
    />
  );
}

const renderField = (initial = '') => {
  const onChange = vi.fn();
  renderWithProviders(<Harness initial={initial} onChange={onChange} />);
  return onChange;
};

silenceConsoleErrors();
resetMocksAfterEach();

describe('ImageField', () => {
  it("shows the chosen image's alt text, or warns that it has none", async () => {
    getMediaByUrl.mockResolvedValue(CAPA);
    renderField(CAPA.url);
    expect(await screen.findByText('Recepção da clínica')).toBeInTheDocument();
    expect(getMediaByUrl).toHaveBeenCalledWith(CAPA.url);
  });

  it("warns 'Sem texto alternativo' for an image the library does not describe", async () => {
    getMediaByUrl.mockResolvedValue(null);
    renderField('https://outro.exemplo.com/foto.png');
    expect(await screen.findByText('Sem texto alternativo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover (Imagem destacada)' })).toBeInTheDocument();
  });

  it("'Escolher da biblioteca' searches, loads more and picks with the keyboard", async () => {
    const user = userEvent.setup();
    // A first page of 24 (MEDIA_PAGE_SIZE), then the 25th.
    const firstPage = [CAPA, ANTIGA, ...Array.from({ length: 22 }, (_, i) => mediaItem(`outra-${i}`))];
    listMedia.mockImplementation((_params: unknown, page: number) =>
      Promise.resolve(page === 0 ? { items: firstPage, total: 25 } : { items: [LOGO], total: 25 }),
    );
    getMediaByUrl.mockResolvedValue(LOGO);
    const onChange = renderField();
    expect(screen.getByText('Nenhuma imagem escolhida.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Escolher da biblioteca (Imagem destacada)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Escolher da biblioteca: Imagem destacada' });
    const grid = await within(dialog).findByRole('list', { name: 'Imagens da biblioteca' });
    expect(within(grid).getAllByRole('button')).toHaveLength(24);
    expect(within(grid).getByText('Sem texto alternativo')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Carregar mais' }));
    await vi.waitFor(() => expect(within(grid).getAllByRole('button')).toHaveLength(25));
    expect(within(dialog).queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();

    listMedia.mockResolvedValue({ items: [CAPA, ANTIGA, LOGO], total: 3 });
    await user.type(within(dialog).getByRole('searchbox'), 'clínica');
    const found = () => within(dialog).getByRole('list', { name: 'Imagens da biblioteca' });
    await vi.waitFor(() => expect(within(found()).getAllByRole('button')).toHaveLength(3));
    expect(listMedia).toHaveBeenLastCalledWith({ search: 'clínica', withoutAlt: false }, 0);

    // Arrow keys move between the thumbnails; Enter picks.
    const buttons = within(found()).getAllByRole('button');
    buttons[0]!.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(buttons[2]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(LOGO.url);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Imagem decorativa')).toBeInTheDocument();
  });

  it("'Enviar imagem' asks for alt text (or 'Imagem decorativa') before uploading", async () => {
    const user = userEvent.setup();
    getMediaByUrl.mockResolvedValue(null);
    const uploaded = mediaItem('nova', { alt: null, decorative: true });
    uploadToLibrary.mockResolvedValue(uploaded);
    const onChange = renderField();
    fireEvent.change(screen.getByLabelText('Imagem destacada'), {
      target: { files: [new File([new Uint8Array(8)], 'nova.png', { type: 'image/png' })] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Enviar imagem' });
    expect(within(dialog).getByText('nova.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar imagem' }));
    expect(within(dialog).getByLabelText(/^Texto alternativo/)).toHaveAttribute('aria-invalid', 'true');
    expect(uploadToLibrary).not.toHaveBeenCalled();

    await user.click(within(dialog).getByLabelText(/^Imagem decorativa/));
    expect(within(dialog).getByLabelText(/^Texto alternativo/)).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Legenda/), ' Faixa da marca ');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar imagem' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(uploaded.url));
    expect(uploadToLibrary).toHaveBeenCalledWith({
      target: 'case',
      file: expect.any(File),
      description: { alt: '', decorative: true, caption: ' Faixa da marca ' },
    });
  });

  it('refuses a file that is not an image without opening the dialog', async () => {
    renderField();
    fireEvent.change(screen.getByLabelText('Imagem destacada'), {
      target: { files: [new File(['oi'], 'nota.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('Por favor, selecione apenas arquivos de imagem')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Remover' empties the field", async () => {
    const user = userEvent.setup();
    getMediaByUrl.mockResolvedValue(CAPA);
    const onChange = renderField(CAPA.url);
    await screen.findByText('Recepção da clínica');
    await user.click(await screen.findByRole('button', { name: 'Remover (Imagem destacada)' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.getByText('Nenhuma imagem escolhida.')).toBeInTheDocument();
  });
});
