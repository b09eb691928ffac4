import { afterEach, describe, expect, it, vi } from 'vitest';

import { createStaffUser, createUserFallbacks, CreateUserError } from './create-user';

const invoke = vi.hoisted(() => vi.fn());
vi.mock('@/lib/get-supabase', () => ({ getSupabase: async () => ({ functions: { invoke } }) }));

/** What supabase-js returns for a non-2xx answer: a FunctionsHttpError holding the Response. */
function httpError(status: number, body: unknown) {
  const context = new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
  return {
    data: null,
    error: Object.assign(new Error('Edge Function returned a non-2xx status code'), {
      name: 'FunctionsHttpError',
      context,
    }),
  };
}

afterEach(() => invoke.mockReset());

describe('createStaffUser', () => {
  it('calls create-user with the cleaned values and returns the new user', async () => {
    invoke.mockResolvedValueOnce({
      data: { user: { id: 'u1', email: 'nova@salto.local', tipo: 'editor' } },
      error: null,
    });
    await expect(
      createStaffUser({ email: ' Nova@Salto.local ', password: '123456', tipo: 'editor' }),
    ).resolves.toEqual({
      id: 'u1',
      email: 'nova@salto.local',
      tipo: 'editor',
    });
    expect(invoke).toHaveBeenCalledWith('create-user', {
      body: { email: 'nova@salto.local', password: '123456', tipo: 'editor' },
    });
  });

  it('refuses invalid input before calling the function', async () => {
    await expect(createStaffUser({ email: '', password: '', tipo: 'editor' })).rejects.toThrow();
    expect(invoke).not.toHaveBeenCalled();
  });

  it("throws the function's own Portuguese message, tied to the e-mail for a duplicate", async () => {
    invoke.mockResolvedValueOnce(httpError(409, { error: 'Já existe um usuário com este e-mail.' }));
    const error = await createStaffUser({ email: 'a@b.co', password: '123456', tipo: 'admin' }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(CreateUserError);
    expect(error).toMatchObject({
      message: 'Já existe um usuário com este e-mail.',
      status: 409,
      field: 'email',
    });
  });

  it('ties a password refusal to the password field', async () => {
    invoke.mockResolvedValueOnce(httpError(400, { error: 'A senha deve ter no máximo 72 caracteres' }));
    const error = await createStaffUser({ email: 'a@b.co', password: '123456', tipo: 'admin' }).catch(
      (e) => e,
    );
    expect(error).toMatchObject({ status: 400, field: 'password' });
  });

  it('says in Portuguese what the gateway answers in English', async () => {
    invoke.mockResolvedValueOnce(httpError(401, { code: 401, message: 'Invalid JWT' }));
    await expect(
      createStaffUser({ email: 'a@b.co', password: '123456', tipo: 'admin' }),
    ).rejects.toMatchObject({
      message: createUserFallbacks.session,
    });
    invoke.mockResolvedValueOnce(httpError(503, { code: 'BOOT_ERROR', message: 'Function failed to start' }));
    await expect(
      createStaffUser({ email: 'a@b.co', password: '123456', tipo: 'admin' }),
    ).rejects.toMatchObject({
      message: createUserFallbacks.internal,
    });
    invoke.mockResolvedValueOnce(
      httpError(422, { message: 'A user with this email address has already been registered' }),
    );
    await expect(
      createStaffUser({ email: 'a@b.co', password: '123456', tipo: 'admin' }),
    ).rejects.toMatchObject({
      message: createUserFallbacks.duplicate,
      field: 'email',
    });
  });

  it('reports a network failure', async () => {
    invoke.mockResolvedValueOnce({
      data: null,
      error: Object.assign(new Error('Failed to send a request to the Edge Function'), {
        name: 'FunctionsFetchError',
        context: new TypeError('fetch failed'),
      }),
    });
    await expect(
      createStaffUser({ email: 'a@b.co', password: '123456', tipo: 'admin' }),
    ).rejects.toMatchObject({
      message: createUserFallbacks.network,
    });
  });
});
