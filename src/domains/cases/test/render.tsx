import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import { renderWithProviders } from '@/test/render-with-providers';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders an admin element at `path` inside a router (list and edit pages stubbed) and a fresh query client. */
export function renderAdmin(
  element: ReactNode,
  { path = '/admin/cases/create', url }: { path?: string; url?: string } = {},
) {
  return renderWithProviders(element, {
    path,
    url,
    routes: ['/admin/cases', '/admin/cases/edit/:id']
      .filter((stub) => stub !== path)
      .map((stub) => ({ path: stub, element: <Where /> })),
  });
}
