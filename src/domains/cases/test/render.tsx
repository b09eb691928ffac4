import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';

import type { Case, Niche } from '../api/case-schema';

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

const CREATED_AT = '2025-01-01T12:00:00Z';

/** A whole `cases` row. */
export const CASE_ROW: Case = {
  id: 'c1',
  slug: 'clinica-vida',
  titulo: 'Clínica Vida',
  subtitulo: 'Agendamento pelo WhatsApp',
  data_publicacao: '2025-03-05',
  destaque: true,
  imagem_destacada: 'https://cdn.exemplo.com/capa.png',
  video_url: null,
  agente_ia_url: null,
  problema: 'Filas',
  solucao: null,
  resultados: null,
  galeria: ['https://cdn.exemplo.com/1.png'],
  depoimento_texto: null,
  depoimento_nome: 'Ana',
  depoimento_cargo: null,
  depoimento_foto: null,
  created_at: CREATED_AT,
};

export const NICHES: Niche[] = [
  { id: 'n-saude', nome: 'Saúde', slug: 'saude', descricao: 'Clínicas', created_at: CREATED_AT },
  { id: 'n-varejo', nome: 'Varejo', slug: 'varejo', descricao: null, created_at: CREATED_AT },
  { id: 'n-educacao', nome: 'Educação', slug: 'educacao', descricao: 'Escolas', created_at: CREATED_AT },
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
