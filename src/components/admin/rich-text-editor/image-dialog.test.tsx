// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { mediaItem } from '@/components/admin/media/media-fixtures';
import { resetMocksAfterEach } from '@/test/mock-lifecycle';
import { fetchingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import RichTextEditor from './rich-text-editor';

vi.mock('sonner', () => import('@/test/fake-sonner'));

const getMediaByUrl = vi.hoisted(() => vi.fn());
const listMedia = vi.hoisted(() => vi.fn());
vi.mock(import('@/lib/media-library'), async (importOriginal) => {
  const actual = await importOriginal();
  return {
    ...fetchingThrough(actual, 'mediaByUrlQueryOptions', getMediaByUrl),
    mediaListInfiniteOptions: (params) => ({
      ...actual.mediaListInfiniteOptions(params),
      queryFn: ({ pageParam }: { pageParam: number }) => listMedia(params, pageParam) as never,
    }),
  };
});

const CAPA = mediaItem('capa', { alt: 'Recepção da clínica' });
const LOGO = mediaItem('logo', { alt: null, decorative: true, width: 320, height: 120 });

resetMocksAfterEach();

async function openImageDialog() {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithProviders(
    <>
      <span id="campo-rotulo">Conteúdo</span>
      <RichTextEditor id="campo" labelId="campo-rotulo" value="<p>Texto</p>" onChange={onChange} />
    </>,
  );
  await user.click(screen.getByRole('textbox', { name: 'Conteúdo' }));
  await user.click(screen.getByRole('button', { name: 'Imagem' }));
  return { user, onChange, dialog: await screen.findByRole('dialog', { name: 'Inserir imagem' }) };
}

describe('the image dialog and the media library', () => {
  it('an image picked from the library goes in with its data-media-id, alt text and size', async () => {
    listMedia.mockResolvedValue({ items: [CAPA], total: 1 });
    getMediaByUrl.mockResolvedValue(CAPA);
    const { user, onChange, dialog } = await openImageDialog();
    await user.click(
      within(dialog).getByRole('button', { name: 'Escolher da biblioteca (Imagem do texto)' }),
    );
    const picker = await screen.findByRole('dialog', { name: 'Escolher da biblioteca: Imagem do texto' });
    await user.click(await within(picker).findByRole('button', { name: /Recepção da clínica/ }));

    expect(within(dialog).getByRole('textbox', { name: /^Texto alternativo/ })).toHaveValue(
      'Recepção da clínica',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Inserir imagem' }));
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining(
          '<figure><img src="https://cdn.exemplo.com/capa.webp" alt="Recepção da clínica" width="1200" height="750" data-media-id="m-capa"></figure>',
        ),
      ),
    );
  });

  it("an address typed that the library knows gets that image's id and size", async () => {
    getMediaByUrl.mockImplementation(async (url: string) => (url === LOGO.url ? LOGO : null));
    const { user, onChange, dialog } = await openImageDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /^Endereço da imagem/ }), LOGO.url);
    await user.click(within(dialog).getByRole('checkbox', { name: /^Imagem decorativa/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Inserir imagem' }));
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining(
          `<figure><img src="${LOGO.url}" alt="" width="320" height="120" data-media-id="m-logo"></figure>`,
        ),
      ),
    );
    expect(getMediaByUrl).toHaveBeenCalledWith(LOGO.url);
  });
});
