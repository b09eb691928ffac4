// @vitest-environment jsdom
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { connectToSession, makeQueryClient } from '@/lib/query-client';

import { useAuth } from '../hooks/use-auth';
import { AuthProvider } from './auth-provider';

type Listener = (event: string, session: unknown) => void;

// A fake supabase client: the provider is tested against the auth API it uses, not the network.
const fake = vi.hoisted(() => {
  const state = {
    listeners: [] as Listener[],
    profileResult: { data: null as unknown, error: null as unknown },
    signInError: null as unknown,
  };
  const single = vi.fn(async () => state.profileResult);
  const eq = vi.fn(() => ({ single }));
  const client = {
    auth: {
      onAuthStateChange: vi.fn((listener: Listener) => {
        state.listeners.push(listener);
        return { data: { subscription: { unsubscribe: vi.fn() } } };
      }),
      getSession: vi.fn(async () => ({ data: { session: null }, error: null })),
      signInWithPassword: vi.fn(async () => ({ data: { session: null }, error: state.signInError })),
      // As supabase-js does: the listeners hear SIGNED_OUT before the call returns.
      signOut: vi.fn(async (_options?: { scope: string }) => {
        for (const listener of state.listeners) listener('SIGNED_OUT', null);
        return { error: null };
      }),
    },
    from: vi.fn(() => ({ select: () => ({ eq }) })),
  };
  return { state, client, eq };
});
vi.mock('@/lib/get-supabase', () => ({ getSupabase: async () => fake.client }));

const session = (id: string) => ({ access_token: 't', user: { id, email: `${id}@salto.local` } });
const profileRow = (id: string, tipo: string) => ({
  id,
  email: `${id}@salto.local`,
  tipo,
  created_at: '2025-01-01T00:00:00Z',
  desativado_em: null,
  verificacao_em_duas_etapas: false,
});

/** The browser's query client as the app makes it, connected to the session as the app's is. */
let queryClient: QueryClient;
let disconnect: () => void;

/**
 * The provider around a probe that shows what `useAuth` says and signs in on a click. No
 * QueryClientProvider: the login page renders it without React Query.
 */
function renderProvider({ connectAtOnce = true } = {}) {
  return render(
    <AuthProvider connectAtOnce={connectAtOnce}>
      <Probe />
    </AuthProvider>,
  );
}

function emit(event: string, value: unknown) {
  act(() => {
    for (const listener of fake.state.listeners) listener(event, value);
  });
}

function Probe() {
  const { loading, user, profile, isAdmin, sessionEnded, accessEnded, signIn, signOut, abandonEndedSession } =
    useAuth();
  return (
    <div>
      <p data-testid="access">{accessEnded ?? '-'}</p>
      <p data-testid="state">
        {loading ? 'loading' : `user=${user?.id ?? '-'} profile=${profile?.tipo ?? '-'} admin=${isAdmin}`}
      </p>
      <p data-testid="ended">{sessionEnded ? 'sessão terminou' : 'sessão ativa'}</p>
      <button type="button" onClick={() => void signOut()}>
        sair
      </button>
      <button type="button" onClick={abandonEndedSession}>
        desistir
      </button>
      <button
        type="button"
        onClick={() => signIn('a@b.c', 'x').catch((error: Error) => (document.title = error.message))}
      >
        entrar
      </button>
    </div>
  );
}

beforeEach(() => {
  // The fake's calls start from none in every test, whatever ran before it.
  vi.clearAllMocks();
  queryClient = makeQueryClient();
  disconnect = connectToSession(queryClient);
  fake.state.listeners = [];
  fake.state.profileResult = { data: null, error: null };
  fake.state.signInError = null;
  document.title = '';
});

afterEach(() => {
  disconnect();
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('AuthProvider', () => {
  it('on the login page without a kept session: signed out at once, supabase-js only once signing in', async () => {
    const subscribed = fake.client.auth.onAuthStateChange.mock.calls.length;
    renderProvider({ connectAtOnce: false });
    expect(screen.getByTestId('state')).toHaveTextContent('user=- profile=- admin=false');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.client.auth.onAuthStateChange.mock.calls.length).toBe(subscribed);

    await userEvent.click(screen.getByRole('button', { name: 'entrar' }));
    await vi.waitFor(() => expect(fake.client.auth.signInWithPassword).toHaveBeenCalled());
    // Following the auth events before the sign-in's own.
    expect(fake.state.listeners).toHaveLength(1);
    expect(fake.client.auth.onAuthStateChange.mock.invocationCallOrder[0]).toBeLessThan(
      fake.client.auth.signInWithPassword.mock.invocationCallOrder.at(-1)!,
    );
    emit('SIGNED_IN', session('u1'));
    await vi.waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('user=u1'));
  });

  it('loads until the first auth event, then loads the profile after a deferral', async () => {
    fake.state.profileResult = { data: profileRow('u1', 'admin'), error: null };
    renderProvider();
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    await vi.waitFor(() => expect(fake.state.listeners).toHaveLength(1));

    emit('INITIAL_SESSION', session('u1'));
    expect(screen.getByTestId('state')).toHaveTextContent('user=u1 profile=- admin=false');
    // Deferred: the profile query does not run inside the auth callback.
    expect(fake.eq).not.toHaveBeenCalled();

    expect(await screen.findByText('user=u1 profile=admin admin=true')).toBeInTheDocument();
    expect(fake.eq).toHaveBeenCalledWith('id', 'u1');

    await userEvent.click(screen.getByRole('button', { name: 'sair' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('state')).toHaveTextContent('user=- profile=- admin=false'),
    );
    expect(screen.getByTestId('ended')).toHaveTextContent('sessão ativa');
  });

  it('empties the query cache when the user signs out, so the next one never sees their data', async () => {
    renderProvider();
    await vi.waitFor(() => expect(fake.state.listeners).toHaveLength(1));
    emit('INITIAL_SESSION', session('u1'));
    queryClient.setQueryData(['leads'], ['lead do admin']);
    emit('TOKEN_REFRESHED', session('u1'));
    expect(queryClient.getQueryData(['leads'])).toEqual(['lead do admin']);

    await userEvent.click(screen.getByRole('button', { name: 'sair' }));
    await vi.waitFor(() => expect(queryClient.getQueryData(['leads'])).toBeUndefined());
  });

  it('signing out holds queries and waits for the requests already sent, so none reaches the server with the revoked token', async () => {
    renderProvider();
    await vi.waitFor(() => expect(fake.state.listeners).toHaveLength(1));
    emit('INITIAL_SESSION', session('u1'));
    let answer!: (value: string[]) => void;
    const inFlight = queryClient.fetchQuery({
      queryKey: ['leads'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    const signOutsBefore = fake.client.auth.signOut.mock.calls.length;

    await userEvent.click(screen.getByRole('button', { name: 'sair' }));
    // Held: a query asked for now waits instead of leaving with the token about to be revoked.
    expect(onlineManager.isOnline()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fake.client.auth.signOut.mock.calls.length).toBe(signOutsBefore);

    act(() => answer(['lead do admin']));
    await inFlight;
    await vi.waitFor(() => expect(fake.client.auth.signOut.mock.calls.length).toBe(signOutsBefore + 1));
    await vi.waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('user=-'));
    expect(queryClient.getQueryData(['leads'])).toBeUndefined();
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('a request refused because staff access ended signs this tab out and says why', async () => {
    renderProvider();
    await vi.waitFor(() => expect(fake.state.listeners).toHaveLength(1));
    emit('INITIAL_SESSION', session('u1'));
    const refusal = Object.assign(new Error('Seu acesso foi encerrado por um administrador.'), {
      code: 'PT401',
    });

    await act(() =>
      queryClient
        .fetchQuery({ queryKey: ['leads'], queryFn: () => Promise.reject(refusal), retry: false })
        .catch(() => undefined),
    );
    await vi.waitFor(() => expect(fake.client.auth.signOut).toHaveBeenLastCalledWith({ scope: 'local' }));
    expect(screen.getByTestId('access')).toHaveTextContent('Seu acesso foi encerrado por um administrador.');
    // On purpose, not a session that ended by itself: signed out, no sign-in dialog.
    await vi.waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('user=-'));
    expect(screen.getByTestId('ended')).toHaveTextContent('sessão ativa');
  });

  it('a session that ends by itself keeps the page and its data, and nothing is fetched until the same person is back', async () => {
    renderProvider();
    await vi.waitFor(() => expect(fake.state.listeners).toHaveLength(1));
    emit('INITIAL_SESSION', session('u1'));
    queryClient.setQueryData(['case', 'c1'], { titulo: 'Case aberto' });

    // The refresh failed (expired, or ended in another tab): supabase-js announces SIGNED_OUT.
    emit('SIGNED_OUT', null);
    expect(screen.getByTestId('ended')).toHaveTextContent('sessão terminou');
    expect(screen.getByTestId('state')).toHaveTextContent('user=u1');
    expect(queryClient.getQueryData(['case', 'c1'])).toEqual({ titulo: 'Case aberto' });
    expect(onlineManager.isOnline()).toBe(false);

    emit('SIGNED_IN', session('u1'));
    expect(screen.getByTestId('ended')).toHaveTextContent('sessão ativa');
    expect(queryClient.getQueryData(['case', 'c1'])).toEqual({ titulo: 'Case aberto' });
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('leaving the admin area while the session is ended never leaves the rest of the site paused', async () => {
    const { unmount } = renderProvider();
    await vi.waitFor(() => expect(fake.state.listeners).toHaveLength(1));
    emit('INITIAL_SESSION', session('u1'));
    emit('SIGNED_OUT', null);
    expect(onlineManager.isOnline()).toBe(false);
    unmount();
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('waits for the second factor before the ended session counts as renewed', async () => {
    const withCode = (aal: string) => ({
      access_token: `x.${btoa(JSON.stringify({ aal }))}.y`,
      user: { id: 'u1', email: 'u1@salto.local', factors: [{ status: 'verified' }] },
    });
    renderProvider();
    await vi.waitFor(() => expect(fake.state.listeners).toHaveLength(1));
    emit('INITIAL_SESSION', withCode('aal2'));
    emit('SIGNED_OUT', null);
    emit('SIGNED_IN', withCode('aal1'));
    expect(screen.getByTestId('ended')).toHaveTextContent('sessão terminou');
    emit('MFA_CHALLENGE_VERIFIED', withCode('aal2'));
    expect(screen.getByTestId('ended')).toHaveTextContent('sessão ativa');
  });

  it('giving up the ended session signs the person out here and empties the cache', async () => {
    renderProvider();
    await vi.waitFor(() => expect(fake.state.listeners).toHaveLength(1));
    emit('INITIAL_SESSION', session('u1'));
    queryClient.setQueryData(['leads'], ['lead do admin']);
    emit('SIGNED_OUT', null);
    await userEvent.click(screen.getByRole('button', { name: 'desistir' }));
    expect(screen.getByTestId('state')).toHaveTextContent('user=- profile=-');
    expect(screen.getByTestId('ended')).toHaveTextContent('sessão ativa');
    expect(queryClient.getQueryData(['leads'])).toBeUndefined();
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('ends loading with the initial session check when no event arrives', async () => {
    fake.client.auth.onAuthStateChange.mockImplementationOnce(() => ({
      data: { subscription: { unsubscribe: vi.fn() } },
    }));
    renderProvider();
    expect(await screen.findByText('user=- profile=- admin=false')).toBeInTheDocument();
  });

  it('logs a failed profile fetch and keeps the previous profile', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.state.profileResult = { data: profileRow('u1', 'editor'), error: null };
    renderProvider();
    await vi.waitFor(() => expect(fake.state.listeners).toHaveLength(1));
    emit('SIGNED_IN', session('u1'));
    expect(await screen.findByText('user=u1 profile=editor admin=false')).toBeInTheDocument();

    fake.state.profileResult = { data: null, error: { message: 'boom' } };
    emit('TOKEN_REFRESHED', session('u1'));
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Erro ao carregar o perfil:', { message: 'boom' }),
    );
    expect(screen.getByTestId('state')).toHaveTextContent('user=u1 profile=editor admin=false');
  });

  it('rethrows sign-in errors to the caller', async () => {
    fake.state.signInError = new Error('Invalid login credentials');
    renderProvider();
    await userEvent.click(screen.getByRole('button', { name: 'entrar' }));
    await vi.waitFor(() => expect(document.title).toBe('Invalid login credentials'));
  });
});
