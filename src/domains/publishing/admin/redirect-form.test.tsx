// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { deferred } from '@/test/deferred';
import { toast } from '@/test/fake-sonner';
import { formCallbacks } from '@/test/form-callbacks';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { renderWithProviders } from '@/test/render-with-providers';

import {
  emptyRedirectForm,
  redirectMessages,
  toRedirectPayload,
  type RedirectFormValues,
} from '../api/redirect-schema';
import { redirectSaveError } from '../api/save-redirect';
import { sitePathMessages } from '../utils/site-path';
import { RedirectForm, type RedirectFormProps } from './redirect-form';

vi.mock('sonner', () => import('@/test/fake-sonner'));

function renderForm(props: Partial<RedirectFormProps> = {}) {
  const callbacks = formCallbacks<RedirectFormValues>();
  // A query client and a router: the form asks who else is editing and guards leaving the page.
  renderWithProviders(
    <RedirectForm
      mode="create"
      label="Novo redirecionamento"
      defaultValues={emptyRedirectForm}
      {...callbacks}
      {...props}
    />,
  );
  return { ...callbacks, ...props };
}

const fromField = () => screen.getByLabelText(/^De/);
const toField = () => screen.getByLabelText(/^Para/);
const typeField = () => screen.getByLabelText('Tipo');

/** Types De and Para (either may be left empty) and presses 'Criar redirecionamento'. */
async function send(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  if (from) await user.type(fromField(), from);
  if (to) await user.type(toField(), to);
  await user.click(screen.getByRole('button', { name: 'Criar redirecionamento' }));
}

/** The field's error, linked to it for assistive technology. */
function expectFieldError(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field.getAttribute('aria-describedby')).toContain(screen.getByText(message).closest('[id]')?.id);
}

silenceConsoleErrors();
resetMocksAfterEach();

describe('RedirectForm', () => {
  it('refuses what is not a path of this site, under each field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await send(user, 'https://site.com.br/antigo', '/novo/');

    expect(await screen.findByText(sitePathMessages.domain)).toBeInTheDocument();
    expectFieldError(fromField(), sitePathMessages.domain);
    expectFieldError(toField(), sitePathMessages.trailingSlash);
    expect(toast.error).toHaveBeenCalledWith('Erro', { description: redirectMessages.checkFields });
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses spaces and invisible characters anywhere in a path, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    /** The messages linked to a field, for assistive technology. */
    const errorOf = (field: HTMLElement) =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    const expectInvisible = async (field: HTMLElement) => {
      await vi.waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(errorOf(field)).toContain(sitePathMessages.invisible);
    };
    // U+00A0 and U+2003 split a `_redirects` line: '/x https:evil.example' would leave the site.
    await send(user, '/x\u00a0https:evil.example', '/sa\u200blto');
    await expectInvisible(fromField());
    await expectInvisible(toField());
    expect(fromField()).toHaveValue('/x\u00a0https:evil.example');
    expect(toField()).toHaveValue('/sa\u200blto');

    await user.clear(fromField());
    await user.type(fromField(), '/x\u2003https:evil.example');
    await user.clear(toField());
    await user.type(toField(), '/a\u202eb');
    await user.click(screen.getByRole('button', { name: 'Criar redirecionamento' }));
    await expectInvisible(fromField());
    await expectInvisible(toField());
    expect(toField()).toHaveValue('/a\u202eb');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends letters with accents percent-encoded, as the database stores them', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await send(user, '/serviços/gestão', '/agentes-de-ia');
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        {
          from_path: '/servi%C3%A7os/gest%C3%A3o',
          to_path: '/agentes-de-ia',
          status_code: '301',
        },
        undefined,
      ),
    );
  });

  it('needs both paths', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await send(user, '', '');
    expect(await screen.findAllByText(sitePathMessages.required)).toHaveLength(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('never redirects the home page, nor a path to itself', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await send(user, '/', '/agentes-de-ia');
    expect(await screen.findByText(redirectMessages.fromHome)).toBeInTheDocument();
    expectFieldError(fromField(), redirectMessages.fromHome);

    await user.clear(fromField());
    await user.type(fromField(), '/agentes-de-ia');
    await user.click(screen.getByRole('button', { name: 'Criar redirecionamento' }));
    expect(await screen.findByText(redirectMessages.samePath)).toBeInTheDocument();
    expectFieldError(toField(), redirectMessages.samePath);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("sends trimmed paths, 301 unless 302 is chosen, shows 'Criando...', then clears the form", async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onSave = vi.fn<(values: RedirectFormValues) => Promise<void>>(() => pending.promise);
    const { onSaved } = renderForm({ onSave });
    expect(typeField()).toHaveValue('301');
    await user.selectOptions(typeField(), '302 Temporário');
    await send(user, ' /promocao ', '/agentes-de-ia ');

    expect(await screen.findByRole('button', { name: 'Criando...' })).toBeDisabled();
    expect(onSave).toHaveBeenCalledWith(
      {
        from_path: '/promocao',
        to_path: '/agentes-de-ia',
        status_code: '302',
      },
      undefined,
    );
    pending.resolve();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Sucesso', { description: 'Redirecionamento criado.' });
    expect(fromField()).toHaveValue('');
    expect(typeField()).toHaveValue('301');
  });

  it("shows the database's chain message under Para, keeping what was typed", async () => {
    const user = userEvent.setup();
    const message = 'O destino /growth já redireciona para /agentes-de-ia: use o destino final.';
    const onSave = vi.fn().mockRejectedValue(redirectSaveError({ code: '23514', message, details: null }));
    const { onSaved } = renderForm({ onSave });
    await send(user, '/campanha', '/growth');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expectFieldError(toField(), message);
    expect(fromField()).not.toHaveAttribute('aria-invalid');
    expect(toast.error).toHaveBeenCalledWith('Erro', { description: message });
    expect(fromField()).toHaveValue('/campanha');
    expect(toField()).toHaveValue('/growth');
    expect(toField()).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the other chain message (the origin is already a destination) under De', async () => {
    const user = userEvent.setup();
    const message =
      '/agentes-de-ia já é o destino de /growth: redirecionar também /agentes-de-ia criaria uma cadeia.';
    renderForm({ onSave: vi.fn().mockRejectedValue(redirectSaveError({ code: '23514', message })) });
    await send(user, '/agentes-de-ia', '/salto');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expectFieldError(fromField(), message);
    expect(toField()).not.toHaveAttribute('aria-invalid');
  });

  it('an address already redirected is flagged under De', async () => {
    const user = userEvent.setup();
    const duplicate = {
      code: '23505',
      message: 'duplicate key value violates unique constraint "redirects_from_path_key"',
      details: 'Key (from_path)=(/growth) already exists.',
    };
    renderForm({ onSave: vi.fn().mockRejectedValue(redirectSaveError(duplicate)) });
    await send(user, '/growth', '/salto');

    const message = 'Já existe um redirecionamento deste endereço.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expectFieldError(fromField(), message);
    expect(fromField()).toHaveValue('/growth');
  });

  it('any other refusal: the toast, and the values stay', async () => {
    const user = userEvent.setup();
    const onSave = vi
      .fn()
      .mockRejectedValue(redirectSaveError({ code: '42501', message: 'permission denied' }));
    renderForm({ onSave });
    await send(user, '/promocao', '/salto');

    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', {
        description: 'Não foi possível criar o redirecionamento. Tente novamente.',
      }),
    );
    expect(fromField()).toHaveValue('/promocao');
    expect(toField()).toHaveValue('/salto');
  });

  it('edit mode: the origin is read-only; destination and type are saved', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({
      mode: 'edit',
      label: 'Editar redirecionamento',
      defaultValues: { from_path: '/growth', to_path: '/agentes-de-ia', status_code: '301' },
      version: 3,
    });
    expect(fromField()).toHaveAttribute('readonly');
    await user.clear(toField());
    await user.type(toField(), '/salto');
    await user.selectOptions(typeField(), '302 Temporário');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ from_path: '/growth', to_path: '/salto', status_code: '302' }, 3),
    );
    expect(toast.success).toHaveBeenCalledWith('Sucesso', { description: 'Redirecionamento atualizado.' });
  });
});

describe('toRedirectPayload', () => {
  it('sends the type as a number, and refuses what the form would', () => {
    expect(toRedirectPayload({ from_path: ' /a ', to_path: '/b', status_code: '302' })).toEqual({
      from_path: '/a',
      to_path: '/b',
      status_code: 302,
    });
    expect(() => toRedirectPayload({ from_path: '/a', to_path: '/a', status_code: '301' })).toThrow();
  });
});
