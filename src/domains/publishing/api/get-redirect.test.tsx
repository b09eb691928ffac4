// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { deferred } from '@/test/deferred';
import { resetMocksAfterEach } from '@/test/mock-lifecycle';
import type { RecordingApi } from '@/test/recording-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

import { getRedirect, redirectLookupPath, useFollowRedirect, type RedirectTarget } from './get-redirect';

// A real supabase-js client whose requests the test reads and answers (never an API).
const api = vi.hoisted((): RecordingApi => ({ answer: () => [], requests: [] }));
vi.mock(import('@/lib/get-supabase'), async () =>
  (await import('@/test/recording-supabase')).recordingSupabase(api),
);

/** The from_path of each lookup so far. */
const lookups = () => api.requests.map((url) => url.searchParams.get('from_path'));

describe('redirectLookupPath (the from_path an address is stored as)', () => {
  it.each([
    ['/agentes-ia', '/agentes-ia'],
    ['/growth/', '/growth'],
    ['/cases/antigo//', '/cases/antigo'],
    ['/insights/gest%C3%A3o', '/insights/gest%C3%A3o'],
    ['/insights/gest%c3%a3o', '/insights/gest%C3%A3o'],
    ['/insights/gestão', '/insights/gest%C3%A3o'],
    ['/insights/%61rtigo', '/insights/artigo'],
    ['/insights/100%', '/insights/100%'],
    ['/', '/'],
  ])('%s → %s', (pathname, path) => {
    expect(redirectLookupPath(pathname)).toBe(path);
  });
});

describe('getRedirect', () => {
  it('asks public.redirects for the row of that from_path and answers its target, or null', async () => {
    api.answer = () => [{ to_path: '/agentes-de-ia' }];
    await expect(getRedirect('/agentes-ia')).resolves.toEqual({ to_path: '/agentes-de-ia' });
    const [request] = api.requests;
    expect(request!.pathname).toBe('/rest/v1/redirects');
    expect(Object.fromEntries(request!.searchParams)).toEqual({
      select: 'to_path',
      from_path: 'eq./agentes-ia',
    });

    api.answer = () => [];
    await expect(getRedirect('/nao-existe')).resolves.toBeNull();
  });
});

/** A page that found nothing (or not), showing what the hook answers and where it is. */
function Page({ notFound }: { notFound: boolean }) {
  const following = useFollowRedirect(notFound);
  const { pathname, search, hash } = useLocation();
  return (
    <p>
      {following ? 'seguindo' : 'parado'} em {`${pathname}${search}${hash}`}
    </p>
  );
}

resetMocksAfterEach();
beforeEach(() => {
  api.requests.length = 0;
});

describe('useFollowRedirect', () => {
  it('follows the redirect of the address in place of its history entry, keeping query and fragment', async () => {
    const pending = deferred<RedirectTarget[]>();
    api.answer = () => pending.promise;
    const { router } = renderWithProviders(<Page notFound />, {
      path: '/agentes-ia/*',
      url: '/agentes-ia/?utm_source=newsletter#contato',
      routes: [{ path: '/agentes-de-ia', element: <h1>Agentes de IA</h1> }],
    });
    // While the lookup runs the page keeps its loading state.
    expect(screen.getByText(/^seguindo em/)).toBeInTheDocument();
    await vi.waitFor(() => expect(lookups()).toEqual(['eq./agentes-ia']));

    pending.resolve([{ to_path: '/agentes-de-ia' }]);
    expect(await screen.findByRole('heading', { name: 'Agentes de IA' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/agentes-de-ia',
      search: '?utm_source=newsletter',
      hash: '#contato',
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('stops when the address has no redirect: the page shows its not-found state', async () => {
    api.answer = () => [];
    const { router } = renderWithProviders(<Page notFound />, { path: '/cases/:slug', url: '/cases/nada' });
    expect(await screen.findByText('parado em /cases/nada')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });

  it('stops when the lookup fails (logged): a missing page is still a missing page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.answer = () => Promise.reject(new TypeError('Failed to fetch'));
    renderWithProviders(<Page notFound />, { path: '/cases/:slug', url: '/cases/nada' });
    expect(await screen.findByText('parado em /cases/nada')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      'Erro ao procurar um redirecionamento:',
      expect.objectContaining({ message: expect.stringContaining('Failed to fetch') }),
    );
  });

  it('looks nothing up while the page has its item (or is still loading it)', () => {
    renderWithProviders(<Page notFound={false} />, { path: '/cases/:slug', url: '/cases/existe' });
    expect(screen.getByText('parado em /cases/existe')).toBeInTheDocument();
    expect(lookups()).toEqual([]);
  });
});
