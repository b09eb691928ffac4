// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { BuildInfo } from '@/lib/build-info';
import { deferred } from '@/test/deferred';
import { toast } from '@/test/fake-sonner';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { fetchingThrough, mutatingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import type { SitePublicationRow } from '../api/row-schemas';
import { PENDING_POLL_MS, PublicationStatus } from './publication-status';

vi.mock('sonner', () => import('@/test/fake-sonner'));

const getPublicationStatus = vi.hoisted(() => vi.fn<() => Promise<SitePublicationRow | null>>());
const getLiveBuild = vi.hoisted(() => vi.fn<() => Promise<BuildInfo | null>>());
const publishSiteNow = vi.hoisted(() => vi.fn<() => Promise<void>>());
vi.mock(import('../api/get-publication-status'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'publicationStatusQueryOptions', getPublicationStatus),
);
vi.mock(import('../api/get-live-build'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'liveBuildQueryOptions', getLiveBuild),
);
vi.mock(import('../api/publish-site-now'), async (importOriginal) =>
  mutatingThrough(await importOriginal(), 'usePublishSiteNow', publishSiteNow),
);

/**
 * The tests' clock: noon in São Paulo, so an hour ago is still today there (the status line says
 * "às 11:04" for today and "em 24/11 às 23:15" for an earlier day).
 */
const NOW = Date.parse('2026-11-25T15:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

const upToDate: SitePublicationRow = {
  changed_at: minutesAgo(60),
  pending_since: null,
  requested_at: minutesAgo(59),
  requested_by: null,
  hook_configured: true,
  response_status: 200,
  response_error: null,
};
const liveBuild: BuildInfo = { contentReadAt: minutesAgo(58), builtAt: minutesAgo(56) };

const statusLine = () => screen.findByRole('button', { name: /^Status da publicação:/ });

silenceConsoleErrors();
resetMocksAfterEach();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PublicationStatus', () => {
  it('admins open the details and ask for a build: the toast, the button held meanwhile', async () => {
    const user = userEvent.setup();
    getPublicationStatus.mockResolvedValue(upToDate);
    getLiveBuild.mockResolvedValue(liveBuild);
    const request = deferred();
    publishSiteNow.mockReturnValue(request.promise);
    renderWithProviders(<PublicationStatus isAdmin />);

    const line = await statusLine();
    expect(line).toHaveTextContent(/^Status da publicação: Site publicado às \d\d:\d\d$/);
    expect(line).toHaveAttribute('aria-expanded', 'false');
    await user.click(line);
    const details = screen.getByRole('region', { name: 'Detalhes da publicação' });
    expect(details).toHaveTextContent('Todas as alterações feitas até agora estão no site.');

    const publish = within(details).getByRole('button', { name: 'Publicar site agora' });
    await user.click(publish);
    expect(publishSiteNow).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(publish).toBeDisabled());
    request.resolve();
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Sucesso', {
        description: 'Publicação pedida. O site será atualizado em alguns minutos.',
      }),
    );
    expect(publish).toBeEnabled();
  });

  it("shows the database's refusal (no build hook) as the error toast", async () => {
    const user = userEvent.setup();
    getPublicationStatus.mockResolvedValue({ ...upToDate, hook_configured: false });
    getLiveBuild.mockResolvedValue(liveBuild);
    const message = 'O gancho de publicação (build hook) do site não está configurado.';
    publishSiteNow.mockRejectedValue({
      code: '55000',
      message,
      details: null,
      hint: 'Veja "Publishing" no README.',
    });
    renderWithProviders(<PublicationStatus isAdmin />);

    await user.click(await statusLine());
    expect(screen.getByRole('region', { name: 'Detalhes da publicação' })).toHaveTextContent(
      'passo 13 do guia de deploy (docs/deploy.md)',
    );
    await user.click(screen.getByRole('button', { name: 'Publicar site agora' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erro', { description: message }));
  });

  it('any other failure gets a general message', async () => {
    const user = userEvent.setup();
    getPublicationStatus.mockResolvedValue(upToDate);
    getLiveBuild.mockResolvedValue(liveBuild);
    publishSiteNow.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<PublicationStatus isAdmin />);

    await user.click(await statusLine());
    await user.click(screen.getByRole('button', { name: 'Publicar site agora' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', {
        description: 'Não foi possível pedir a publicação. Tente novamente.',
      }),
    );
  });

  it('editors see the state and its details, without the button', async () => {
    const user = userEvent.setup();
    getPublicationStatus.mockResolvedValue({
      ...upToDate,
      changed_at: minutesAgo(0.1),
      pending_since: minutesAgo(0.1),
    });
    getLiveBuild.mockResolvedValue(liveBuild);
    renderWithProviders(<PublicationStatus isAdmin={false} />);

    const line = await statusLine();
    expect(line).toHaveTextContent('Atualização pendente');
    await user.click(line);
    expect(screen.getByRole('region', { name: 'Detalhes da publicação' })).toHaveTextContent(
      'O pedido ao host sai quando as edições param por alguns segundos',
    );
    expect(screen.queryByRole('button', { name: 'Publicar site agora' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Detalhes da publicação' })).not.toBeInTheDocument();
    expect(line).toHaveFocus();
  });

  it('without build-info.json (npm run dev) the database alone tells the state', async () => {
    getPublicationStatus.mockResolvedValue(upToDate);
    getLiveBuild.mockResolvedValue(null);
    renderWithProviders(<PublicationStatus isAdmin />);
    expect(await statusLine()).toHaveTextContent(/^Status da publicação: Site publicado$/);
  });

  it('says nothing to a signed-in user who is not staff (no row)', async () => {
    getPublicationStatus.mockResolvedValue(null);
    getLiveBuild.mockResolvedValue(liveBuild);
    renderWithProviders(<PublicationStatus isAdmin={false} />);
    await vi.waitFor(() => expect(getPublicationStatus).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('reads both sources again every 15 s while a build is on its way, and stops once it is live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requested = {
      ...upToDate,
      changed_at: minutesAgo(2),
      requested_at: minutesAgo(1),
      response_status: 200,
    };
    getPublicationStatus.mockResolvedValue(requested);
    getLiveBuild.mockResolvedValue(liveBuild);
    renderWithProviders(<PublicationStatus isAdmin />);
    expect(await statusLine()).toHaveTextContent('Atualização pendente');
    expect(getLiveBuild).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_MS));
    await vi.waitFor(() => expect(getLiveBuild).toHaveBeenCalledTimes(2));
    expect(getPublicationStatus).toHaveBeenCalledTimes(2);

    getLiveBuild.mockResolvedValue({
      contentReadAt: new Date().toISOString(),
      builtAt: new Date().toISOString(),
    });
    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_MS));
    await vi.waitFor(async () => expect(await statusLine()).toHaveTextContent('Site publicado'));

    const reads = getPublicationStatus.mock.calls.length + getLiveBuild.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(4 * PENDING_POLL_MS));
    expect(getPublicationStatus.mock.calls.length + getLiveBuild.mock.calls.length).toBe(reads);
  });
});
