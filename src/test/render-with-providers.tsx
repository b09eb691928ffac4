import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

interface RenderOptions {
  /** The route `element` renders at (`/admin/cases/edit/:id`). */
  path?: string;
  /** The first entry (e.g. with UTM parameters, or an id in the path); `path` by default. */
  url?: string;
  /** Other pages the element can lead to (e.g. a stub that shows where a form went after saving). */
  routes?: RouteObject[];
}

/**
 * Renders `element` inside a memory router (links, query strings, navigation) and a fresh query
 * client that never retries, so a failing call shows its error state at once.
 * `/politica-de-privacidade` exists for the lead forms' consent link.
 */
export function renderWithProviders(
  element: ReactNode,
  { path = '/', url = path, routes = [] }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: <QueryClientProvider client={queryClient}>{element}</QueryClientProvider> },
      { path: '/politica-de-privacidade', element: <p>Política</p> },
      ...routes,
    ],
    { initialEntries: [url] },
  );
  return { router, queryClient, ...render(<RouterProvider router={router} />) };
}
