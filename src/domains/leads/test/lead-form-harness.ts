/**
 * What the SALTO and Raio-X form tests share: the insert module with its mutation going to the
 * `insertLead` spy (never supabase or the network; the hook keeps its shape), the real phone
 * input (normally loaded on demand, so typing goes to its final <input>), and the four fields by
 * their labels.
 */
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeAll, vi } from 'vitest';

import { preloadPhoneInput } from '@/components/ui/phone-input';
import { resetMocksAfterEach } from '@/test/mock-lifecycle';
import { mutatingThrough } from '@/test/query-module-fakes';

import type * as InsertLeadModule from '../api/insert-lead';

type LeadFieldName = 'nome' | 'email' | 'telefone' | 'empresa';

/** Every submission the form sends, answered as each test scripts it. */
export const insertLead = vi.fn();

/**
 * The `../api/insert-lead` module of a form test. The form imports it before the test file's
 * other imports are ready, so the factory loads this harness itself:
 * `vi.mock(import(path), async (original) => (await import(harness)).fakeInsertLeadModule(await original()))`.
 */
export function fakeInsertLeadModule(actual: typeof InsertLeadModule): typeof InsertLeadModule {
  return { ...mutatingThrough(actual, 'useInsertLead', insertLead), preloadLeadInsert: () => {} };
}

/** Loads the real phone input once and resets every mock after each test. */
export function setUpLeadFormTests() {
  beforeAll(async () => {
    await preloadPhoneInput();
  });
  resetMocksAfterEach();
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
