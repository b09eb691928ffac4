import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';

import type { Nicho } from '../api/get-nichos';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders an admin element at `path` inside a router (list and edit pages stubbed) and a fresh query client. */
export function renderAdmin(
  element: ReactNode,
  { path = '/admin/cases/create', url }: { path?: string; url?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: <QueryClientProvider client={queryClient}>{element}</QueryClientProvider> },
      ...['/admin/cases', '/admin/cases/edit/:id']
        .filter((stub) => stub !== path)
        .map((stub) => ({ path: stub, element: <Where /> })),
    ],
    { initialEntries: [url ?? path] },
  );
  return { router, queryClient, ...render(<RouterProvider router={router} />) };
}

export const NICHOS: Nicho[] = [
  { id: 'n-saude', nome: 'Saúde', slug: 'saude', descricao: 'Clínicas' },
  { id: 'n-varejo', nome: 'Varejo', slug: 'varejo', descricao: null },
  { id: 'n-educacao', nome: 'Educação', slug: 'educacao', descricao: 'Escolas' },
];

/**
 * Registers the hooks every admin-cases component test wants: console.error silenced (the
 * components log the failures the tests provoke), then every spy restored and every mock reset,
 * `vi.hoisted` fakes included.
 */
export function silenceConsoleAndResetMocks() {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetAllMocks();
  });
}
