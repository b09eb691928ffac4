/**
 * What the SALTO and Raio-X form tests share: the insert module with its fetcher replaced by a
 * spy (never supabase or the network; the hook keeps its shape), the real phone input (normally
 * loaded on demand, so typing goes to its final <input>), and the four fields by their labels.
 */
import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, vi, type Mock } from 'vitest';

import { preloadPhoneInput } from '@/components/ui/phone-input';

import type * as InsertLeadModule from '../api/insert-lead';

type LeadFieldName = 'nome' | 'email' | 'telefone' | 'empresa';

/** The `../api/insert-lead` module of a form test: `vi.mock(path, async (original) => fakeInsertLeadModule(...))`. */
export function fakeInsertLeadModule(actual: typeof InsertLeadModule, insertLead: Mock) {
  return {
    ...actual,
    insertLead,
    preloadLeadInsert: () => {},
    useInsertLead: () =>
      useMutation({ mutationFn: (submission: unknown) => insertLead(submission) as Promise<unknown> }),
  };
}

/** Loads the real phone input once and resets the spies after each test. */
export function setUpLeadFormTests(insertLead: Mock, toast: { success: Mock; error: Mock }) {
  beforeAll(async () => {
    await preloadPhoneInput();
  });
  afterEach(() => {
    insertLead.mockReset();
    toast.success.mockReset();
    toast.error.mockReset();
    vi.restoreAllMocks();
  });
}

/** The form's four inputs, found by their labels, and a way to type a valid value in each. */
export function leadFormFields(labels: Record<LeadFieldName, string>) {
  const fields = () => ({
    nome: screen.getByLabelText(labels.nome),
    email: screen.getByLabelText(labels.email),
    telefone: screen.getByLabelText(labels.telefone),
    empresa: screen.getByLabelText(labels.empresa),
  });
  const fill = async (user: ReturnType<typeof userEvent.setup>, values: Record<LeadFieldName, string>) => {
    const inputs = fields();
    for (const name of ['nome', 'email', 'telefone', 'empresa'] as const)
      await user.type(inputs[name], values[name]);
  };
  return { fields, fill };
}
