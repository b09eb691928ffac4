import '@/styles/app.css';

import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  type LinksFunction,
} from 'react-router';

import { getQueryClient } from '@/lib/query-client';
import displayFont from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import bodyFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export const links: LinksFunction = () => [
  { rel: 'preload', href: bodyFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: displayFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1530" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

const noopSubscribe = () => () => {};
/** false while prerendering and during hydration, true afterwards — without an extra effect. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

/** sonner is loaded after hydration: no toast is ever part of a first paint. */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export default function App() {
  const [queryClient] = useState(getQueryClient);
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster richColors position="top-right" closeButton />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}

/** Shell for routes that are not prerendered (admin, unknown paths) until the client renders. */
export function HydrateFallback() {
  return (
    <div className="grid min-h-dvh place-items-center" aria-busy="true">
      <span className="size-8 animate-spin rounded-full border-4 border-ink-200 border-t-accent-500" />
      <span className="sr-only">Carregando…</span>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main className="grid min-h-dvh place-items-center px-6 text-center">
      <div>
        <title>{notFound ? 'Página não encontrada' : 'Erro inesperado'}</title>
        <meta name="robots" content="noindex" />
        <h1 className="font-display text-3xl font-bold text-ink-950">
          {notFound ? 'Oops! Page not found' : 'Algo deu errado.'}
        </h1>
        <a href="/" className="mt-4 inline-block font-medium text-accent-700 underline underline-offset-4">
          Voltar para a página inicial
        </a>
      </div>
    </main>
  );
}
