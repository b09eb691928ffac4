// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { deferred } from '@/test/deferred';
import { toast } from '@/test/fake-sonner';
import { formCallbacks } from '@/test/form-callbacks';
import { fetchingThrough, mutatingThrough } from '@/test/query-module-fakes';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { renderWithProviders } from '@/test/render-with-providers';

import { emptyNewsForm, newsMessages, toNewsPayload, type NewsFormValues } from '../api/news-schema';
import { newsSaveError } from '../api/save-news';
import { NewsForm, type NewsFormProps } from './news-form';

vi.mock('sonner', () => import('@/test/fake-sonner'));

// Uploads go to the media library (never supabase here); an image's library row is unknown.
const uploadImage = vi.hoisted(() => vi.fn());
const getMediaByUrl = vi.hoisted(() => vi.fn(() => Promise.resolve<unknown>(null)));
vi.mock(import('@/lib/media-library'), async (importOriginal) =>
  fetchingThrough(
    mutatingThrough(await importOriginal(), 'useUploadToLibrary', uploadImage),
    'mediaByUrlQueryOptions',
    getMediaByUrl,
  ),
);

function renderForm(props: Partial<NewsFormProps> = {}) {
  const callbacks = formCallbacks<NewsFormValues>();
  // A query client and a router: the form asks who else is editing and guards leaving the page.
  renderWithProviders(
    <NewsForm
      mode="create"
      label="Cadastrar notícia"
      defaultValues={emptyNewsForm}
      {...callbacks}
      {...props}
    />,
  );
  return { ...callbacks, ...props };
}

const titleField = () => screen.getByLabelText(/^Título/);
const linkField = () => screen.getByLabelText(/^Link externo/);
const imageUrlField = () => screen.getByLabelText('Ou informe a URL da imagem');

/** Types the title and the link and presses 'Cadastrar Notícia'. */
async function send(user: ReturnType<typeof userEvent.setup>, titulo: string, link: string) {
  await user.type(titleField(), titulo);
  await user.type(linkField(), link);
  await user.click(screen.getByRole('button', { name: 'Cadastrar Notícia' }));
}

silenceConsoleErrors();
resetMocksAfterEach();

describe('NewsForm', () => {
  it("refuses an empty form with 'Título e link são obrigatórios' and sends nothing", async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cadastrar Notícia' }));

    expect(toast.error).toHaveBeenCalledWith('Erro', { description: newsMessages.required });
    expect(await screen.findByText(newsMessages.tituloRequired)).toBeInTheDocument();
    expect(screen.getByText(newsMessages.linkRequired)).toBeInTheDocument();
    expect(titleField()).toHaveAttribute('aria-invalid', 'true');
    expect(linkField()).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('needs the link even when the title is there', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await user.type(titleField(), 'Uma matéria');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Notícia' }));
    expect(toast.error).toHaveBeenCalledWith('Erro', { description: newsMessages.required });
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each(['portal.com.br/materia', 'javascript:alert(1)', 'mailto:a@b.com'])(
    'refuses the link %s: it must be an http(s) address',
    async (link) => {
      const user = userEvent.setup();
      const { onSave } = renderForm();
      await send(user, 'Uma matéria', link);

      expect(await screen.findByText(newsMessages.linkInvalid)).toBeInTheDocument();
      expect(linkField().getAttribute('aria-describedby')).toContain(
        screen.getByText(newsMessages.linkInvalid).id,
      );
      expect(toast.error).toHaveBeenCalledWith('Erro', { description: newsMessages.linkInvalid });
      expect(onSave).not.toHaveBeenCalled();
    },
  );

  it('refuses an image address that is not http(s)', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await user.type(titleField(), 'Uma matéria');
    await user.type(linkField(), 'https://portal.com.br/materia');
    await user.type(imageUrlField(), 'logo.png');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Notícia' }));
    expect(await screen.findByText(newsMessages.imagemInvalid)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a non-image file and one over 10 MB without uploading', async () => {
    renderForm();
    const picker = screen.getByLabelText('Imagem da notícia');
    fireEvent.change(picker, { target: { files: [new File(['oi'], 'nota.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Por favor, selecione apenas arquivos de imagem')).toBeInTheDocument();

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [big] } });
    expect(await screen.findByText('O arquivo deve ter no máximo 10MB')).toBeInTheDocument();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('puts an uploaded image in the form', async () => {
    const user = userEvent.setup();
    const uploaded = {
      url: 'https://api.exemplo.com/storage/v1/object/public/news-images/noticias/1-a.png',
      alt: 'Logo do Portal Exemplo',
      decorative: false,
    };
    uploadImage.mockResolvedValue(uploaded);
    getMediaByUrl.mockResolvedValue(uploaded);
    const { onSave } = renderForm();
    fireEvent.change(screen.getByLabelText('Imagem da notícia'), {
      target: { files: [new File([new Uint8Array(8)], 'logo.png', { type: 'image/png' })] },
    });
    // The upload asks for the alt text first.
    const dialog = await screen.findByRole('dialog', { name: 'Enviar imagem' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar imagem' }));
    expect(within(dialog).getByLabelText(/^Texto alternativo/)).toHaveAccessibleDescription(
      expect.stringContaining('Descreva a imagem'),
    );
    expect(uploadImage).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/^Texto alternativo/), 'Logo do Portal Exemplo');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar imagem' }));
    await vi.waitFor(() =>
      expect(imageUrlField()).toHaveValue(
        'https://api.exemplo.com/storage/v1/object/public/news-images/noticias/1-a.png',
      ),
    );
    expect(uploadImage).toHaveBeenCalledWith({
      target: 'news',
      file: expect.any(File),
      description: { alt: 'Logo do Portal Exemplo', decorative: false, caption: '' },
    });
    expect(await screen.findByText('Logo do Portal Exemplo')).toBeInTheDocument();

    await send(user, 'Com logo', 'https://portal.com.br/materia');
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        {
          titulo: 'Com logo',
          link_externo: 'https://portal.com.br/materia',
          imagem: 'https://api.exemplo.com/storage/v1/object/public/news-images/noticias/1-a.png',
        },
        undefined,
      ),
    );
  });

  it("sends trimmed values, shows 'Cadastrando...', then clears the form", async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onSave = vi.fn<(values: NewsFormValues) => Promise<void>>(() => pending.promise);
    const { onSaved } = renderForm({ onSave });
    await send(user, '  Matéria nova ', ' https://portal.com.br/materia ');

    expect(await screen.findByRole('button', { name: 'Cadastrando...' })).toBeDisabled();
    expect(onSave).toHaveBeenCalledWith(
      {
        titulo: 'Matéria nova',
        link_externo: 'https://portal.com.br/materia',
        imagem: '',
      },
      undefined,
    );
    pending.resolve();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Sucesso', { description: 'Notícia cadastrada com sucesso!' });
    expect(titleField()).toHaveValue('');
  });

  it('keeps the values when saving fails', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValue(newsSaveError({ code: '42501', message: 'permission denied' }));
    const { onSaved } = renderForm({ onSave });
    await send(user, 'Matéria', 'https://portal.com.br/materia');

    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', {
        description: 'Erro ao cadastrar notícia. Tente novamente.',
      }),
    );
    expect(titleField()).toHaveValue('Matéria');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("edit mode: 'Salvando...' and the update messages", async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onSave = vi.fn(() => pending.promise);
    renderForm({
      mode: 'edit',
      onSave,
      defaultValues: { titulo: 'Existente', link_externo: 'https://portal.com.br/a', imagem: '' },
    });
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    pending.reject(newsSaveError({ message: 'x' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', {
        description: 'Erro ao atualizar notícia. Tente novamente.',
      }),
    );
  });
});

describe('news helpers', () => {
  it('sends no image as null', () => {
    expect(toNewsPayload({ titulo: ' a ', link_externo: 'https://x.com', imagem: ' ' })).toEqual({
      titulo: 'a',
      link_externo: 'https://x.com',
      imagem: null,
    });
  });
});
