import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders a lead form inside a router (consent link, query string) and a fresh query client. */
export function renderWithProviders(element: ReactNode, { url = '/' }: { url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <QueryClientProvider client={queryClient}>{element}</QueryClientProvider> },
      { path: '/politica-de-privacidade', element: <p>Política</p> },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}
