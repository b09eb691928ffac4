// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { headerA11y } from '@/content/navigation';
import { ErrorBoundary as RootErrorBoundary } from '@/root';

import { RouteErrorScreen } from './route-error-screen';

/** A page that fails while rendering, or answers 404, under the given error boundary. */
function renderFailing(ErrorBoundary: () => React.ReactNode, failure: 'crash' | 'not-found') {
  const Stub = createRoutesStub([
    {
      path: '/pagina',
      ErrorBoundary,
      loader: () => {
        if (failure === 'not-found') throw data(null, { status: 404 });
        return null;
      },
      Component: () => {
        throw new Error('quebrou');
      },
    },
  ]);
  return render(<Stub initialEntries={['/pagina']} />);
}

afterEach(() => vi.restoreAllMocks());

describe('error screens', () => {
  it('the public and admin layouts show the brand, what went wrong and the ways out, and log the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(RouteErrorScreen, 'crash');
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo deu errado.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: headerA11y.homeLinkLabel })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalled();
  });

  it('an address that does not exist reads as the 404, with no retry', async () => {
    renderFailing(RouteErrorScreen, 'not-found');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/');
  });

  it("the root's own screen, for what fails outside them, is plain but says the same", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(RootErrorBoundary, 'crash');
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo deu errado.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/');
  });
});
