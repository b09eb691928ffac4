// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { mediaItem } from '@/components/admin/media/media-fixtures';
import { SaveError } from '@/lib/db-error';
import { SignedInStaffContext } from '@/lib/signed-in-staff';
import { toast } from '@/test/fake-sonner';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { fetchingThrough, mutatingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import { MediaLibraryManager } from './media-library-manager';

vi.mock('sonner', () => import('@/test/fake-sonner'));

const listMedia = vi.hoisted(() => vi.fn());
const getMediaUsages = vi.hoisted(() => vi.fn());
const updateMedia = vi.hoisted(() => vi.fn());
const deleteMedia = vi.hoisted(() => vi.fn());
const getMedia = vi.hoisted(() => vi.fn());
vi.mock(import('@/lib/media-library'), async (importOriginal) => {
  const actual = await importOriginal();
  return {
    ...mutatingThrough(
      mutatingThrough(
        fetchingThrough(actual, 'mediaUsagesQueryOptions', getMediaUsages),
        'useUpdateMedia',
        updateMedia,
      ),
      'useDeleteMedia',
      deleteMedia,
    ),
    getMedia,
    mediaListInfiniteOptions: (params) => ({
      ...actual.mediaListInfiniteOptions(params),
      queryFn: ({ pageParam }: { pageParam: number }) => listMedia(params, pageParam) as never,
    }),
  };
});

const CAPA = mediaItem('capa', { alt: 'Recepção da clínica', caption: 'Unidade centro' });
const ANTIGA = mediaItem('antiga', {
  alt: null,
  created_by: null,
  uploader_email: null,
  size_bytes: 2_400_000,
});
const DE_OUTRO = mediaItem('de-outro', { created_by: 'u-outro', uploader_email: null });

const renderScreen = () => renderWithProviders(<MediaLibraryManager />, { path: '/admin/midia' });

silenceConsoleErrors();
resetMocksAfterEach();

describe("'Mídia'", () => {
  it('lists the images with alt text or the warning, size, dimensions, who and when', async () => {
    listMedia.mockResolvedValue({ items: [CAPA, ANTIGA, DE_OUTRO], total: 3 });
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mídia' })).toBeInTheDocument();
    const capa = await screen.findByRole('button', { name: /Recepção da clínica/ });
    expect(capa).toHaveTextContent('1200 × 750 px · 85 KB');
    expect(capa).toHaveTextContent('20/11/2026, editor@exemplo.com');
    const antiga = screen.getByRole('button', { name: /Sem texto alternativo/ });
    expect(antiga).toHaveTextContent('2,3 MB');
    expect(antiga).toHaveTextContent('importada do conteúdo existente');
    expect(screen.getByRole('button', { name: /Foto de-outro/ })).toHaveTextContent('outra pessoa da equipe');
    expect(screen.getByText('3 imagens')).toBeInTheDocument();
  });

  it("searches and filters 'Sem texto alternativo' on the server", async () => {
    const user = userEvent.setup();
    listMedia.mockResolvedValue({ items: [CAPA], total: 1 });
    renderScreen();
    await screen.findByText('1 imagem');
    await user.click(screen.getByLabelText('Só as sem texto alternativo'));
    await vi.waitFor(() => expect(listMedia).toHaveBeenLastCalledWith({ search: '', withoutAlt: true }, 0));
    await user.type(screen.getByRole('searchbox'), 'recepção');
    await vi.waitFor(() =>
      expect(listMedia).toHaveBeenLastCalledWith({ search: 'recepção', withoutAlt: true }, 0),
    );
  });

  it('the details: where the image is used, with links; a refused delete names the places', async () => {
    const user = userEvent.setup();
    listMedia.mockResolvedValue({ items: [CAPA], total: 1 });
    getMediaUsages.mockResolvedValue([
      {
        subject: 'case',
        item_id: 'c-1',
        title: 'Clínica Vida Plena',
        field: 'imagem_destacada',
        trashed: false,
      },
      { subject: 'insight', item_id: 'i-1', title: 'IA no varejo', field: 'conteudo', trashed: true },
    ]);
    const message = 'A imagem está em uso e não pode ser excluída: case "Clínica Vida Plena".';
    deleteMedia.mockRejectedValue(new SaveError({ code: '23503', message }, 'Erro ao excluir a imagem'));
    renderScreen();
    await user.click(await screen.findByRole('button', { name: /Recepção da clínica/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Detalhes da imagem' });
    expect(within(dialog).getByLabelText(/^Texto alternativo/)).toHaveValue('Recepção da clínica');
    expect(within(dialog).getByLabelText(/^Legenda/)).toHaveValue('Unidade centro');
    expect(await within(dialog).findByRole('link', { name: /Case “Clínica Vida Plena”/ })).toHaveAttribute(
      'href',
      '/admin/cases/edit/c-1',
    );
    expect(within(dialog).getByRole('link', { name: /Insight “IA no varejo”/ })).toHaveAttribute(
      'href',
      '/admin/lixeira',
    );
    expect(within(dialog).getByText(/texto do artigo \(na lixeira\)/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir imagem' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(deleteMedia).toHaveBeenCalledWith(CAPA);
    expect(toast.error).toHaveBeenCalledWith('Não foi possível excluir', { description: message });
  });

  it('a deletion whose file could not be removed says the file stayed in Storage', async () => {
    const user = userEvent.setup();
    listMedia.mockResolvedValue({ items: [CAPA], total: 1 });
    getMediaUsages.mockResolvedValue([]);
    deleteMedia.mockResolvedValue({ fileLeft: true });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: /Recepção da clínica/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes da imagem' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir imagem' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));

    await vi.waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith('Imagem excluída, mas o arquivo ficou no Storage', {
        description: `Não foi possível apagar case-images/${CAPA.object_name}. Um administrador pode removê-lo pelo painel do Supabase.`,
      }),
    );
    expect(toast.success).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Detalhes da imagem' })).toBeNull());
  });

  it('saves the description from the version read; alt text is required unless decorative', async () => {
    const user = userEvent.setup();
    listMedia.mockResolvedValue({ items: [ANTIGA], total: 1 });
    getMediaUsages.mockResolvedValue([]);
    updateMedia.mockResolvedValue({ ...ANTIGA, alt: 'Fachada antiga', version: 2 });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: /Sem texto alternativo/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes da imagem' });
    expect(await within(dialog).findByText('Em nenhum conteúdo. Pode ser excluída.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Salvar descrição' }));
    expect(within(dialog).getByLabelText(/^Texto alternativo/)).toHaveAttribute('aria-invalid', 'true');
    expect(updateMedia).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/^Texto alternativo/), 'Fachada antiga');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar descrição' }));
    await vi.waitFor(() =>
      expect(updateMedia).toHaveBeenCalledWith({
        id: ANTIGA.id,
        baseVersion: 1,
        description: { alt: 'Fachada antiga', decorative: false, caption: '' },
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Sucesso', { description: 'Descrição da imagem salva' });
  });

  it('a stale save shows who saved in between, and the next save goes from their version', async () => {
    const user = userEvent.setup();
    listMedia.mockResolvedValue({ items: [CAPA], total: 1 });
    getMediaUsages.mockResolvedValue([]);
    updateMedia.mockRejectedValueOnce(
      new SaveError(
        {
          code: 'PT409',
          message: 'Este registro foi alterado por outra pessoa depois que você o abriu.',
          details: JSON.stringify({
            version: 4,
            updated_at: new Date().toISOString(),
            updated_by: 'u-admin',
            updated_by_email: 'admin@exemplo.com',
          }),
        },
        'Erro ao salvar a imagem',
      ),
    );
    getMedia.mockResolvedValue({ ...CAPA, alt: 'Recepção com pacientes', version: 4 });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: /Recepção da clínica/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes da imagem' });
    await user.clear(within(dialog).getByLabelText(/^Legenda/));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar descrição' }));

    const conflict = await screen.findByRole('dialog', { name: 'Outra pessoa salvou antes de você' });
    expect(conflict).toHaveAccessibleDescription(
      expect.stringMatching(/^admin@exemplo\.com salvou esta imagem às \d\d:\d\d, depois que você a abriu\./),
    );
    await user.click(within(conflict).getByRole('button', { name: 'Aplicar escolhas' }));
    expect(within(dialog).getByLabelText(/^Texto alternativo/)).toHaveValue('Recepção com pacientes');
    updateMedia.mockResolvedValueOnce({ ...CAPA, version: 5 });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar descrição' }));
    await vi.waitFor(() => expect(updateMedia).toHaveBeenCalledTimes(2));
    expect(updateMedia.mock.calls[1]![0]).toMatchObject({
      baseVersion: 4,
      description: { alt: 'Recepção com pacientes', caption: '' },
    });
  });

  it('keeps the description typed in this browser and offers it back when the image opens again', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    listMedia.mockResolvedValue({ items: [CAPA], total: 1 });
    getMediaUsages.mockResolvedValue([]);
    renderWithProviders(
      <SignedInStaffContext.Provider value={{ id: 'u-editor', email: 'editor@exemplo.com' }}>
        <MediaLibraryManager />
      </SignedInStaffContext.Provider>,
      { path: '/admin/midia' },
    );
    await user.click(await screen.findByRole('button', { name: /Recepção da clínica/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Detalhes da imagem' });
    await user.clear(within(dialog).getByLabelText(/^Legenda/));
    await user.type(within(dialog).getByLabelText(/^Legenda/), 'Unidade norte');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Detalhes da imagem' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Recepção da clínica/ }));
    dialog = await screen.findByRole('dialog', { name: 'Detalhes da imagem' });
    expect(within(dialog).getByLabelText(/^Legenda/)).toHaveValue('Unidade centro');
    await user.click(within(dialog).getByRole('button', { name: 'Recuperar' }));
    expect(within(dialog).getByLabelText(/^Legenda/)).toHaveValue('Unidade norte');

    updateMedia.mockResolvedValueOnce({ ...CAPA, caption: 'Unidade norte', version: 2 });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar descrição' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(Object.keys(localStorage).filter((key) => key.includes(':imagem:'))).toEqual([]);
  });
});
