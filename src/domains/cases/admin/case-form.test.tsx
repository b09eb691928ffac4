// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { toast } from '@/test/fake-sonner';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { fetchingThrough, mutatingThrough } from '@/test/query-module-fakes';

import type { Niche } from '../api/case-schema';
import type { AdminCase } from '../api/get-admin-case';
import { caseSaveError, type SaveCaseInput } from '../api/save-case';
import { CASE_ROW, NICHES } from '../test/fixtures';
import { renderAdmin } from '../test/render';
import { CaseCreateForm } from './case-create-form';
import { CaseEditForm } from './case-edit-form';

vi.mock('sonner', () => import('@/test/fake-sonner'));

// Mock the fetchers and the save (never supabase); the options keep their real keys.
const getAdminNiches = vi.hoisted(() => vi.fn<() => Promise<Niche[]>>());
vi.mock(import('../api/get-admin-niches'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'adminNichesQueryOptions', getAdminNiches),
);

const getAdminCase = vi.hoisted(() => vi.fn());
// The conflict view reads the case as saved now through `getAdminCase` itself.
const getSavedCase = vi.hoisted(() => vi.fn());
vi.mock(import('../api/get-admin-case'), async (importOriginal) => ({
  ...fetchingThrough(await importOriginal(), 'adminCaseQueryOptions', getAdminCase),
  getAdminCase: getSavedCase,
}));

const saveCase = vi.hoisted(() => vi.fn());
vi.mock(import('../api/save-case'), async (importOriginal) =>
  mutatingThrough(await importOriginal(), 'useSaveCase', saveCase),
);

const CASE: AdminCase = { ...CASE_ROW, nicheIds: ['n-saude', 'n-varejo'] };

/** What `save_case` answers: the row as saved, with its next version. */
function savedCase(row: Partial<typeof CASE_ROW> = {}, niches: string[] = []) {
  return { row: { ...CASE_ROW, version: CASE_ROW.version + 1, ...row }, niches };
}

silenceConsoleErrors();
resetMocksAfterEach();

// The sections' editor is a lazy chunk: loaded once here, so no test waits for its first import.
beforeAll(async () => {
  await import('@/components/admin/rich-text-editor/rich-text-editor');
});

beforeEach(() => {
  getAdminNiches.mockResolvedValue(NICHES);
  getAdminCase.mockResolvedValue(CASE);
});

/** 10:00 in São Paulo, whatever the machine's time zone: a new case defaults to this moment. */
const NOW = new Date('2026-11-24T13:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

describe('CaseCreateForm', () => {
  const publish = () => userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
  const lastInput = () => saveCase.mock.calls.at(-1)![0] as SaveCaseInput;

  beforeEach(() => {
    // Only the clock: user-event's timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('refuses a blank título or subtítulo with the spec message and sends nothing', async () => {
    const user = userEvent.setup();
    renderAdmin(<CaseCreateForm />);
    await user.type(screen.getByRole('textbox', { name: 'Título' }), '   ');
    await submit();

    expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Título e subtítulo são obrigatórios' });
    const titulo = screen.getByRole('textbox', { name: 'Título' });
    expect(titulo).toHaveAttribute('aria-invalid', 'true');
    expect(titulo).toHaveAccessibleDescription('Título e subtítulo são obrigatórios');
    expect(screen.getByLabelText(/^Subtítulo/)).toHaveAttribute('aria-invalid', 'true');
    expect(titulo).toHaveFocus();
    expect(saveCase).not.toHaveBeenCalled();
  });

  it('starts as an unsaved draft for now on São Paulo’s clock, with the featured switch off', async () => {
    renderAdmin(<CaseCreateForm />);
    expect(screen.getByLabelText('Data e hora de publicação')).toHaveValue('2026-11-24T10:00');
    const publication = screen.getByRole('region', { name: 'Publicação' });
    expect(publication).toHaveTextContent('Situação:Rascunhoainda não salvo');
    expect(within(publication).queryByRole('link', { name: /Pré-visualizar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Case em destaque' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('button', { name: 'Voltar para rascunho' })).not.toBeInTheDocument();
    // Every image, the testimonial photo included, can be uploaded or chosen before the case exists.
    for (const image of ['Imagem destacada', 'Foto do depoimento', 'Imagem de compartilhamento']) {
      expect(screen.getByRole('button', { name: `Enviar imagem (${image})` })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Escolher da biblioteca (${image})` })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('URL da foto de quem deu o depoimento')).toHaveValue('');
  });

  it("'Salvar rascunho' sends a draft, says so and goes on to the new case's edit page", async () => {
    const user = userEvent.setup();
    saveCase.mockResolvedValueOnce(savedCase({ id: 'c9', slug: 'case' }));
    renderAdmin(<CaseCreateForm />);
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Case novo');
    await user.type(screen.getByLabelText(/^Subtítulo/), 'Subtítulo');
    await submit();

    expect(lastInput().values).toMatchObject({ status: 'rascunho', publicado_em: '2026-11-24T10:00' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/cases/edit/c9');
    expect(toast.success).toHaveBeenCalledWith('Rascunho salvo.');
  });

  it("a moment ahead turns 'Publicar' into 'Agendar', and the toast says when it goes public", async () => {
    const user = userEvent.setup();
    saveCase.mockResolvedValueOnce(savedCase({ id: 'c9', slug: 'case' }));
    renderAdmin(<CaseCreateForm />);
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Case novo');
    await user.type(screen.getByLabelText(/^Subtítulo/), 'Subtítulo');
    const moment = screen.getByLabelText('Data e hora de publicação');
    await user.clear(moment);
    await user.type(moment, '2026-11-25T14:30');
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agendar' }));

    expect(lastInput().values).toMatchObject({ status: 'publicado', publicado_em: '2026-11-25T14:30' });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Agendado para 25/11/2026 às 14:30.'));
  });

  it('refuses an SEO title past 70 characters, warns past 60, and previews what the page will publish', async () => {
    const user = userEvent.setup();
    renderAdmin(<CaseCreateForm />);
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Case novo');
    await user.type(screen.getByLabelText(/^Subtítulo/), 'Agenda cheia pelo WhatsApp');
    const seo = screen.getByRole('region', { name: 'SEO e compartilhamento' });
    // Empty SEO fields: the preview derives from the title and the subtitle.
    const google = within(seo).getByRole('figure', { name: 'Prévia no Google' });
    expect(google).toHaveTextContent('Case novo | ');
    expect(google).toHaveTextContent('Agenda cheia pelo WhatsApp');
    expect(google).toHaveTextContent('› cases › case-novo');

    const seoTitle = within(seo).getByLabelText('Título para buscadores');
    await user.type(seoTitle, 'x'.repeat(65));
    expect(seoTitle).toHaveAccessibleDescription(/Google costuma cortar o texto.*65\/60/);
    await user.type(seoTitle, 'x'.repeat(6));
    expect(seoTitle).toHaveAccessibleDescription(/Máximo de 70 caracteres.*71\/60/);
    await publish();

    expect(seoTitle).toHaveAttribute('aria-invalid', 'true');
    expect(seoTitle).toHaveAccessibleDescription(/O título para buscadores deve ter no máximo 70 caracteres/);
    expect(saveCase).not.toHaveBeenCalled();
  });

  it('refuses links that are not http(s), field by field', async () => {
    const user = userEvent.setup();
    renderAdmin(<CaseCreateForm />);
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Case');
    await user.type(screen.getByLabelText(/^Subtítulo/), 'Sub');
    await user.type(screen.getByLabelText('URL da imagem destacada'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Adicionar imagem' }));
    await user.type(screen.getByLabelText('URL da imagem 1 da galeria'), 'ftp://x.com/a.png');
    await submit();

    const message = 'Informe um link completo, começando com http:// ou https://';
    expect(screen.getByLabelText('URL da imagem destacada')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('URL da imagem 1 da galeria')).toHaveAccessibleDescription(message);
    expect(toast.error).toHaveBeenCalledWith('Erro', {
      description: 'Confira os campos destacados no formulário.',
    });
    expect(saveCase).not.toHaveBeenCalled();
  });

  it("'Publicar' sends the values with the chosen niches, then goes on to the case's edit page", async () => {
    const user = userEvent.setup();
    saveCase.mockResolvedValueOnce(savedCase({ id: 'c9', slug: 'case' }, ['n-saude']));
    renderAdmin(<CaseCreateForm />);
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Case novo');
    await user.type(screen.getByLabelText(/^Subtítulo/), 'Subtítulo');
    await user.click(screen.getByRole('switch', { name: 'Case em destaque' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Saúde' }));
    await user.click(screen.getByRole('checkbox', { name: 'Varejo' }));
    // The chosen niches show as chips that can be removed.
    const chips = screen.getByRole('button', { name: 'Remover nicho Varejo' });
    await user.click(chips);
    expect(screen.getByRole('checkbox', { name: 'Varejo' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Adicionar imagem' }));
    await publish();

    expect(saveCase).toHaveBeenCalledTimes(1);
    const input = lastInput();
    expect(input.id).toBeUndefined();
    expect(input.values).toMatchObject({
      titulo: 'Case novo',
      subtitulo: 'Subtítulo',
      destaque: true,
      niches: ['n-saude'],
      galeria: [{ url: '' }],
      status: 'publicado',
      publicado_em: '2026-11-24T10:00',
      seo_titulo: '',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/cases/edit/c9');
    expect(toast.success).toHaveBeenCalledWith('Publicado.');
  });

  it('keeps the values and says so when the insert fails', async () => {
    const user = userEvent.setup();
    saveCase.mockRejectedValueOnce(new Error('boom'));
    renderAdmin(<CaseCreateForm />);
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Case novo');
    await user.type(screen.getByLabelText(/^Subtítulo/), 'Subtítulo');
    await submit();

    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Erro ao criar case' }),
    );
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Case novo');
    expect(screen.getByRole('button', { name: 'Salvar rascunho' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeEnabled();
  });

  it('toasts when the niches cannot be loaded', async () => {
    getAdminNiches.mockReset();
    getAdminNiches.mockRejectedValue(new Error('down'));
    renderAdmin(<CaseCreateForm />);
    const section = screen.getByRole('region', { name: 'Nichos' });
    expect(await within(section).findByText('Não foi possível carregar os nichos.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Erro ao carregar nichos' });
  });
});

function renderEdit() {
  return renderAdmin(<CaseEditForm id="c1" />, {
    path: '/admin/cases/edit/:id',
    url: '/admin/cases/edit/c1',
  });
}

describe('CaseEditForm', () => {
  it('loads the case into the form, niches as pressed chips, its state and its preview link', async () => {
    renderEdit();
    expect(await screen.findByRole('textbox', { name: 'Título' })).toHaveValue('Clínica Vida');
    const publication = screen.getByRole('region', { name: 'Publicação' });
    expect(publication).toHaveTextContent('Situação:Publicado em 05/03/2025');
    expect(screen.getByLabelText('Data e hora de publicação')).toHaveValue('2025-03-05T09:00');
    const preview = within(publication).getByRole('link', { name: 'Pré-visualizar (abre em nova aba)' });
    expect(preview).toHaveAttribute('href', '/cases/clinica-vida');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('clinica-vida');
    expect(screen.getByLabelText('URL da imagem 1 da galeria')).toHaveValue('https://cdn.exemplo.com/1.png');
    expect(await screen.findByRole('button', { name: 'Saúde', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Varejo', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Educação', pressed: false })).toBeInTheDocument();
    expect(screen.getByText(/link de incorporação do YouTube/)).toBeInTheDocument();
  });

  it('refuses a blank título, subtítulo or slug with the spec message and sends nothing', async () => {
    const user = userEvent.setup();
    renderEdit();
    const subtitulo = await screen.findByLabelText(/^Subtítulo/);
    await user.clear(subtitulo);
    await user.clear(screen.getByLabelText(/^Slug/));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(toast.error).toHaveBeenCalledWith('Erro', {
      description: 'Por favor, preencha todos os campos obrigatórios.',
    });
    expect(subtitulo).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Slug/)).toHaveAttribute('aria-invalid', 'true');
    expect(saveCase).not.toHaveBeenCalled();
  });

  it('the slug follows the title while untouched, and stops once edited by hand', async () => {
    const user = userEvent.setup();
    renderEdit();
    const titulo = await screen.findByRole('textbox', { name: 'Título' });
    const slug = screen.getByLabelText(/^Slug/);
    await user.clear(titulo);
    await user.type(titulo, 'Clínica Ágil 2');
    expect(slug).toHaveValue('clinica-agil-2');

    await user.clear(slug);
    await user.type(slug, 'meu-endereco');
    await user.type(titulo, '!');
    expect(slug).toHaveValue('meu-endereco');
  });

  it('sends the whole case with its niches from the version it read, and stays on the case', async () => {
    const user = userEvent.setup();
    saveCase.mockResolvedValueOnce(savedCase({}, ['n-saude', 'n-educacao']));
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Varejo', pressed: true }));
    await user.click(screen.getByRole('button', { name: 'Educação', pressed: false }));
    expect(screen.getByRole('button', { name: 'Educação' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(saveCase).toHaveBeenCalledTimes(1);
    const input = saveCase.mock.calls[0]![0] as SaveCaseInput;
    expect(input.id).toBe('c1');
    expect(input.baseVersion).toBe(1);
    expect(input.values.niches).toEqual(['n-saude', 'n-educacao']);
    expect(input.values).toMatchObject({
      titulo: 'Clínica Vida',
      slug: 'clinica-vida',
      destaque: true,
      status: 'publicado',
      publicado_em: '2025-03-05T09:00',
    });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Alterações salvas.'));
    // Still on the case: no other page was opened.
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Editar case' })).toBeInTheDocument();

    // A second save is made from the version the first one left.
    saveCase.mockResolvedValueOnce(savedCase({ version: 3 }, ['n-saude', 'n-educacao']));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await vi.waitFor(() => expect(saveCase).toHaveBeenCalledTimes(2));
    expect((saveCase.mock.calls[1]![0] as SaveCaseInput).baseVersion).toBe(2);
  });

  it("'Voltar para rascunho' takes a published case back to draft", async () => {
    const user = userEvent.setup();
    saveCase.mockResolvedValueOnce(savedCase());
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Voltar para rascunho' }));
    expect((saveCase.mock.calls[0]![0] as SaveCaseInput).values.status).toBe('rascunho');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rascunho salvo.'));
  });

  it('a draft offers publishing, and Enter in a field saves it as a draft', async () => {
    const user = userEvent.setup();
    getAdminCase.mockReset();
    getAdminCase.mockResolvedValue({ ...CASE, status: 'rascunho' });
    saveCase.mockResolvedValueOnce(savedCase());
    renderEdit();
    const titulo = await screen.findByRole('textbox', { name: 'Título' });
    expect(screen.getByRole('region', { name: 'Publicação' })).toHaveTextContent('Situação:Rascunho');
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeInTheDocument();
    await user.type(titulo, '{Enter}');
    expect((saveCase.mock.calls[0]![0] as SaveCaseInput).values.status).toBe('rascunho');
  });

  it('a taken slug is marked on the field and the values stay', async () => {
    const user = userEvent.setup();
    saveCase.mockRejectedValueOnce(
      caseSaveError({
        code: '23505',
        message: 'duplicate key value violates unique constraint "cases_slug_key"',
      }),
    );
    renderEdit();
    const slug = await screen.findByLabelText(/^Slug/);
    await user.clear(slug);
    await user.type(slug, 'outro-case');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Não foi possível atualizar o case.' }),
    );
    expect(slug).toHaveAccessibleDescription(/Já existe um case com este slug/);
    expect(slug).toHaveValue('outro-case');
  });

  it('a stale save shows who saved in between and each differing field; the choices fill the form', async () => {
    const user = userEvent.setup();
    saveCase.mockRejectedValueOnce(
      caseSaveError({
        code: 'PT409',
        message: 'Este registro foi alterado por outra pessoa depois que você o abriu.',
        details: JSON.stringify({
          version: 2,
          updated_at: new Date().toISOString(),
          updated_by: 'u-editor',
          updated_by_email: 'editor@exemplo.com',
        }),
      }),
    );
    getSavedCase.mockResolvedValueOnce({ ...CASE, subtitulo: 'Subtítulo do editor', version: 2 });
    renderEdit();
    const resultados = await screen.findByRole('textbox', { name: 'Resultados' });
    await user.click(resultados);
    await user.paste('Menos filas');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    const dialog = await screen.findByRole('dialog', { name: 'Outra pessoa salvou antes de você' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringMatching(/^editor@exemplo\.com salvou este case às \d\d:\d\d, depois que você o abriu\./),
    );
    expect(toast.error).not.toHaveBeenCalled();
    // Only the fields that differ, the saved value beside the form's.
    const groups = within(dialog).getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Subtítulo',
      'Resultados',
    ]);
    const subtitulo = within(dialog).getByRole('group', { name: 'Subtítulo' });
    // Changed only by the other person: their value is chosen; changed by this person: theirs.
    expect(within(subtitulo).getByRole('radio', { name: 'Salvo por editor@exemplo.com' })).toBeChecked();
    expect(
      within(subtitulo).getByRole('radio', { name: 'Salvo por editor@exemplo.com' }),
    ).toHaveAccessibleDescription('Subtítulo do editor');
    expect(
      within(subtitulo).getByRole('radio', { name: 'O seu, no formulário' }),
    ).toHaveAccessibleDescription('Agendamento pelo WhatsApp');
    const ownResults = within(dialog).getByRole('group', { name: 'Resultados' });
    expect(within(ownResults).getByRole('radio', { name: 'O seu, no formulário' })).toBeChecked();
    // A rich-text section reads as text, not as its stored markup.
    expect(
      within(ownResults).getByRole('radio', { name: 'O seu, no formulário' }),
    ).toHaveAccessibleDescription('Menos filas');
    expect(
      within(ownResults).getByRole('radio', { name: 'Salvo por editor@exemplo.com' }),
    ).toHaveAccessibleDescription('(vazio)');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar escolhas' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Subtítulo/)).toHaveValue('Subtítulo do editor');
    expect(screen.getByRole('textbox', { name: 'Resultados' })).toHaveTextContent(/^Menos filas$/);
    saveCase.mockResolvedValueOnce(savedCase({ version: 3 }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await vi.waitFor(() => expect(saveCase).toHaveBeenCalledTimes(2));
    const input = saveCase.mock.calls[1]![0] as SaveCaseInput;
    expect(input.baseVersion).toBe(2);
    expect(input.values).toMatchObject({
      subtitulo: 'Subtítulo do editor',
      resultados: '<p>Menos filas</p>',
    });
  });

  it("'Recarregar' asks first, then takes every saved value", async () => {
    const user = userEvent.setup();
    saveCase.mockRejectedValueOnce(caseSaveError({ code: 'PT409', message: 'conflito', details: '{}' }));
    getSavedCase.mockResolvedValueOnce({ ...CASE, titulo: 'Título salvo', version: 4 });
    renderEdit();
    const titulo = await screen.findByRole('textbox', { name: 'Título' });
    await user.clear(titulo);
    await user.type(titulo, 'Meu título');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    const dialog = await screen.findByRole('dialog', { name: 'Outra pessoa salvou antes de você' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringMatching(/^Outra pessoa salvou este case, depois/),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Recarregar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(titulo).toHaveValue('Meu título');
    await user.click(within(dialog).getByRole('button', { name: 'Recarregar' }));
    await user.click(
      within(dialog).getByRole('button', { name: 'Descartar minhas alterações e recarregar' }),
    );
    expect(titulo).toHaveValue('Título salvo');
    saveCase.mockResolvedValueOnce(savedCase({ version: 5 }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await vi.waitFor(() => expect(saveCase).toHaveBeenCalledTimes(2));
    expect((saveCase.mock.calls[1]![0] as SaveCaseInput).baseVersion).toBe(4);
  });

  it('a load failure says so and goes back to the list', async () => {
    getAdminCase.mockReset();
    getAdminCase.mockRejectedValueOnce({ code: 'PGRST116', message: 'no rows' });
    renderEdit();
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/cases');
    expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Não foi possível carregar o case.' });
  });
});
