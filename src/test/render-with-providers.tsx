import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * Renders `element` at `/` inside a memory router (links, query strings) and a fresh query client
 * that never retries, so a failing call shows its error state at once. `url` is the first entry
 * (e.g. with UTM parameters); `/politica-de-privacidade` exists for the lead forms' consent link.
 */
export function renderWithProviders(element: ReactNode, { url = '/' }: { url?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <QueryClientProvider client={queryClient}>{element}</QueryClientProvider> },
      { path: '/politica-de-privacidade', element: <p>Política</p> },
    ],
    { initialEntries: [url] },
  );
  return { queryClient, ...render(<RouterProvider router={router} />) };
}
