// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { deferred } from '@/test/deferred';
import { toast } from '@/test/fake-sonner';
import { formCallbacks } from '@/test/form-callbacks';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { fetchingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import { saoPauloDateTimeToIso } from '@/lib/dates';

import type { AdminInsight } from '../api/get-admin-insight';
import { emptyInsightForm, insightMessages, type InsightFormValues } from '../api/insight-form-schema';
import { insightSaveError } from '../api/save-insight';
import { InsightForm, type InsightFormProps } from './insight-form';

vi.mock('sonner', () => import('@/test/fake-sonner'));

const CATEGORIES = vi.hoisted(() => [
  {
    id: 'c0000000-0000-4000-8000-000000000001',
    nome: 'Agentes de IA',
    slug: 'agentes-de-ia',
    descricao: null,
  },
  { id: 'c0000000-0000-4000-8000-000000000003', nome: 'Estratégia', slug: 'estrategia', descricao: null },
]);
vi.mock(import('../api/get-categories'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'categoriesQueryOptions', async () => CATEGORIES),
);

/** 10:00 in São Paulo, whatever the machine's time zone. */
const NOW = new Date('2026-11-05T13:00:00Z');

/** What a save answers: the insight as saved from the values sent, at its next version. */
function savedInsight(values: InsightFormValues, version = 2): AdminInsight {
  const orNull = (value: string) => value.trim() || null;
  return {
    id: 'i1',
    slug: 'artigo',
    titulo: values.titulo,
    descricao: orNull(values.descricao),
    conteudo: orNull(values.conteudo),
    imagem: orNull(values.imagem),
    data_publicacao: '2026-11-05',
    categoria: null,
    categoria_id: orNull(values.categoria_id),
    status: values.status,
    publicado_em: saoPauloDateTimeToIso(values.publicado_em),
    seo_titulo: orNull(values.seo_titulo),
    seo_descricao: orNull(values.seo_descricao),
    seo_imagem: orNull(values.seo_imagem),
    version,
  };
}

function renderForm(props: Partial<InsightFormProps> = {}) {
  const callbacks = {
    ...formCallbacks<InsightFormValues>(),
    onSave: vi.fn(async (values: InsightFormValues) => savedInsight(values)),
    onSaved: vi.fn<(saved: AdminInsight) => void>(),
  };
  renderWithProviders(
    <InsightForm mode="create" defaultValues={emptyInsightForm(NOW)} {...callbacks} {...props} />,
  );
  return { ...callbacks, ...props };
}

const title = () => screen.getByRole('textbox', { name: 'Título' });

silenceConsoleErrors();
resetMocksAfterEach();

// The content editor is a lazy chunk: loaded once here, so no test waits for its first import.
beforeAll(async () => {
  await import('@/components/admin/rich-text-editor/rich-text-editor');
});

beforeEach(() => {
  // Only the clock ('Publicar' or 'Agendar' depends on it): user-event's timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

/** Puts `text` in a field as pasting does (one input event): long texts without a keystroke each. */
async function pasteInto(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('InsightForm', () => {
  it('has the spec fields: the visual content editor, the categories by name and now as the default moment', async () => {
    renderForm();
    await screen.findByRole('option', { name: 'Estratégia' });
    expect(title()).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Descrição')).toBeInTheDocument();
    const content = await screen.findByRole('textbox', { name: 'Conteúdo' });
    expect(content).toHaveAttribute('contenteditable', 'true');
    expect(content).toHaveAttribute('aria-multiline', 'true');
    expect(screen.getByRole('toolbar', { name: 'Formatação do texto' })).toBeInTheDocument();
    expect(screen.getByLabelText('URL da imagem')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Data e hora de publicação')).toHaveValue('2026-11-05T10:00');
    expect(screen.getByLabelText('Data e hora de publicação')).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByRole('button', { name: 'Salvar rascunho' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Publicar' })).toHaveAttribute('type', 'button');
    const options = within(screen.getByLabelText('Categoria')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Sem categoria',
      'Agentes de IA',
      'Estratégia',
    ]);
  });

  it('refuses a blank title: message under the field, linked to it, and nothing sent', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await user.type(title(), '   ');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));

    const message = await screen.findByText(insightMessages.tituloRequired);
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(title().getAttribute('aria-describedby')).toContain(message.id);
    expect(title()).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each([
    'imagem.png',
    'javascript:alert(1)',
    'ftp://exemplo.com/a.png',
    'https://exemplo.com/uma imagem.png',
  ])('refuses the image address %s with a clear message', async (url) => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await user.type(title(), 'Um título');
    await user.type(screen.getByLabelText('URL da imagem'), url);
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));

    expect(await screen.findByText(insightMessages.imagemInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('URL da imagem')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('edits the stored content in the visual editor and saves it as it was loaded', async () => {
    const user = userEvent.setup();
    const conteudo = '<h2>Seção</h2><p>Olá <strong>mundo</strong></p><ul><li>Um</li><li>Dois</li></ul>';
    const onSave = vi.fn(async (values: InsightFormValues) => savedInsight(values));
    renderForm({ onSave, defaultValues: { ...emptyInsightForm(NOW), titulo: 'Artigo', conteudo } });
    const content = await screen.findByRole('textbox', { name: 'Conteúdo' });
    expect(within(content).getByRole('heading', { level: 2, name: 'Seção' })).toBeInTheDocument();
    expect(within(content).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('5 palavras · 1 min de leitura')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0].conteudo).toBe(conteudo);
  });

  it('shows the public address the title gives', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(title(), 'Ação Rápida com IA');
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Estratégia');
    expect(screen.getByText('Endereço no site: /insights/estrategia/acao-rapida-com-ia')).toBeInTheDocument();
    // The search result shows the same address.
    expect(screen.getByRole('figure', { name: 'Prévia no Google' })).toHaveTextContent(
      '› insights › estrategia › acao-rapida-com-ia',
    );
  });

  it('previews the search result and the share card from the SEO fields, else from the content', async () => {
    const user = userEvent.setup();
    renderForm();
    await pasteInto(user, title(), 'Atendimento com IA');
    await pasteInto(user, screen.getByLabelText('Descrição'), 'Como responder clientes em segundos.');
    await pasteInto(user, screen.getByLabelText('URL da imagem'), 'https://cdn.exemplo.com/capa.webp');
    const google = screen.getByRole('figure', { name: 'Prévia no Google' });
    const card = screen.getByRole('figure', { name: 'Prévia no WhatsApp e no LinkedIn' });
    expect(google).toHaveTextContent('Atendimento com IA | ');
    expect(google).toHaveTextContent('Como responder clientes em segundos.');
    expect(within(card).getByRole('presentation')).toHaveAttribute(
      'src',
      'https://cdn.exemplo.com/capa.webp',
    );

    await pasteInto(user, screen.getByLabelText('Título para buscadores'), 'IA no atendimento: guia');
    await pasteInto(user, screen.getByLabelText('Descrição para buscadores'), 'x '.repeat(100));
    await pasteInto(
      user,
      screen.getByLabelText('URL da imagem de compartilhamento'),
      'https://cdn.exemplo.com/og.png',
    );
    expect(google).toHaveTextContent(/^.*IA no atendimento: guia(x ){79}x …$/);
    expect(card).toHaveTextContent('IA no atendimento: guia');
    expect(within(card).getByRole('presentation')).toHaveAttribute('src', 'https://cdn.exemplo.com/og.png');
    expect(screen.getByLabelText('Descrição para buscadores')).toHaveAccessibleDescription(
      /Google costuma cortar o texto.*199\/160/,
    );
  });

  it('sends trimmed values, shows the pending label, then the success toast', async () => {
    const user = userEvent.setup();
    const pending = deferred<AdminInsight>();
    const onSave = vi.fn<(values: InsightFormValues) => Promise<AdminInsight>>(() => pending.promise);
    const { onSaved } = renderForm({ onSave });

    await user.type(title(), '  Novo artigo  ');
    await user.type(screen.getByLabelText('URL da imagem'), 'https://exemplo.com/capa.webp');
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Agentes de IA');
    await user.type(screen.getByLabelText('Título para buscadores'), ' Artigo novo ');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));

    expect(await screen.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salvar rascunho' })).toBeDisabled();
    expect(onSave).toHaveBeenCalledWith(
      {
        titulo: 'Novo artigo',
        descricao: '',
        conteudo: '',
        imagem: 'https://exemplo.com/capa.webp',
        categoria_id: CATEGORIES[0].id,
        status: 'publicado',
        publicado_em: '2026-11-05T10:00',
        seo_titulo: 'Artigo novo',
        seo_descricao: '',
        seo_imagem: '',
      },
      undefined,
    );
    pending.resolve(savedInsight(onSave.mock.calls[0]![0]));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Publicado.');
  });

  it('keeps the values and flags the title when its address is taken', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValue(
      insightSaveError({
        code: '23505',
        message: 'duplicate key value violates unique constraint "insights_slug_key"',
      }),
    );
    const { onSaved } = renderForm({ onSave });

    await user.type(title(), 'Título repetido');
    await user.type(screen.getByLabelText('Descrição'), 'Resumo');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));

    expect(await screen.findByText(insightMessages.slugTaken)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Não foi possível criar o insight' });
    expect(title()).toHaveValue('Título repetido');
    expect(screen.getByLabelText('Descrição')).toHaveValue('Resumo');
    expect(screen.getByRole('button', { name: 'Salvar rascunho' })).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("reports an unexpected failure as 'Erro interno do servidor'", async () => {
    const user = userEvent.setup();
    renderForm({ onSave: vi.fn().mockRejectedValue(new TypeError('boom')) });
    await user.type(title(), 'Qualquer');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Erro interno do servidor' }),
    );
  });

  it('edit mode: the update toasts', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValue(insightSaveError({ code: '500', message: 'x' }));
    renderForm({
      mode: 'edit',
      onSave,
      defaultValues: { ...emptyInsightForm(NOW), titulo: 'Existente', status: 'publicado' },
      original: { titulo: 'Existente', slug: '/legado/existente' },
      saved: { status: 'publicado', publicado_em: '2026-01-02T12:00:00+00:00' },
    });
    expect(screen.getByText('Endereço no site: /insights/legado/existente')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', {
        description: 'Não foi possível atualizar o insight',
      }),
    );
  });

  it('a scheduled insight: its state and preview, "Salvar alterações" keeps it, "Voltar para rascunho" unpublishes', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({
      mode: 'edit',
      defaultValues: {
        ...emptyInsightForm(NOW),
        titulo: 'Agendado',
        status: 'publicado',
        publicado_em: '2026-11-25T14:30',
      },
      original: { titulo: 'Agendado', slug: 'agendado' },
      saved: { status: 'publicado', publicado_em: '2026-11-25T17:30:00+00:00' },
      version: 1,
      previewPath: '/insights/estrategia/agendado',
    });
    expect(screen.getByText(/^Situação:/).parentElement).toHaveTextContent(
      'Situação:Agendado para 25/11/2026 às 14:30',
    );
    expect(screen.getByRole('link', { name: 'Pré-visualizar (abre em nova aba)' })).toHaveAttribute(
      'href',
      '/insights/estrategia/agendado',
    );
    expect(screen.queryByRole('button', { name: 'Agendar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Alterações salvas.'));
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'publicado' }), 1);

    // The second save names the version the first one left.
    await user.click(screen.getByRole('button', { name: 'Voltar para rascunho' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rascunho salvo.'));
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'rascunho' }), 2);
  });

  it("'Cancelar' asks to leave without sending", async () => {
    const user = userEvent.setup();
    const { onSave, onCancel } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });
});
