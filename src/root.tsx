import '@/styles/app.css';

import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  type LinksFunction,
} from 'react-router';

import { BrandLogo } from '@/components/site/brand-logo';
import { StatusScreen } from '@/components/site/status-screen';
import { buttonClasses } from '@/components/ui/button';
import { env } from '@/config/env';
import { headerA11y } from '@/content/navigation';
import { captureAttribution } from '@/domains/leads/attribution';
import { getQueryClient } from '@/lib/query-client';
import { useHydrated } from '@/lib/use-hydrated';
import { useWebFontsFromFirstNavigation } from '@/lib/web-fonts';
import { PrerenderedQueries } from '@/lib/prerender-queries';
import { trafficBeaconScript, useCountedNavigation } from '@/lib/traffic-beacon';

// First-touch attribution of the visit, recorded as soon as the app's code runs in the
// browser (before hydration), so a visitor who clicks on at once still keeps their campaign.
if (typeof window !== 'undefined') captureAttribution();

// No font preloads here: the build adds to each prerendered page those of the font files its text
// needs (scripts/build/critical-css.ts); the SPA shell leaves the bandwidth to the app's code.
export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

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
        <script
          // Constant per build: hashed into the page's CSP by the build (scripts/build/build-host-files.ts).
          dangerouslySetInnerHTML={{
            __html: trafficBeaconScript(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_PUBLISHABLE_KEY),
          }}
        />
      </body>
    </html>
  );
}

/** sonner is loaded after hydration: no toast is ever part of a first paint. */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * A route whose `handle` says `toasterOnIntent` (the admin's login) mounts the toaster at the
 * person's first intent instead: its first load downloads only what its form needs.
 */
export interface RootHandle {
  toasterOnIntent?: boolean;
}

const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Whether the toaster may be mounted: after hydration, and on such a route after the first intent. */
function useToasterWanted(hydrated: boolean): boolean {
  const onIntent = useMatches().some((match) => (match.handle as RootHandle | undefined)?.toasterOnIntent);
  const [intent, setIntent] = useState(false);
  useEffect(() => {
    if (!onIntent || intent) return;
    const show = () => setIntent(true);
    for (const type of INTENT_EVENTS) window.addEventListener(type, show, { capture: true, once: true });
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, show, { capture: true });
    };
  }, [onIntent, intent]);
  return hydrated && (!onIntent || intent);
}

export default function App() {
  const [queryClient] = useState(getQueryClient);
  const hydrated = useHydrated();
  const toasterWanted = useToasterWanted(hydrated);
  // Tells the page's starter (scripts/build/app-starter.js) that React owns the page now: it
  // replays what the visitor did while the app was loading.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
    window.dispatchEvent(new Event('app:ready'));
  }, []);
  useWebFontsFromFirstNavigation();
  useCountedNavigation();
  return (
    <QueryClientProvider client={queryClient}>
      <PrerenderedQueries>
        <Outlet />
      </PrerenderedQueries>
      {toasterWanted && (
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
      {/* In a system font: a web font's file (50 KB) would be fetched for this hidden word alone,
          in the bandwidth the app's code needs to render the page. */}
      <span className="sr-only [font-family:system-ui]">Carregando…</span>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main id="conteudo" className="flex min-h-dvh flex-col bg-ink-50">
      <title>{notFound ? 'Página não encontrada' : 'Erro inesperado'}</title>
      <meta name="robots" content="noindex" />
      <div className="border-b border-ink-200/80 bg-white">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center px-5 sm:px-6 lg:px-8">
          {/* Plain links: a full page load is the safest way out of an error. */}
          <a href="/" aria-label={headerA11y.homeLinkLabel} className="-m-1 rounded-lg p-1">
            <BrandLogo />
          </a>
        </div>
      </div>
      <StatusScreen
        code={notFound ? '404' : undefined}
        title={notFound ? 'Oops! Page not found' : 'Algo deu errado.'}
        description={
          notFound
            ? 'A página que você procurou não existe ou mudou de endereço.'
            : 'Tivemos um problema inesperado ao carregar esta página. Tente novamente em instantes.'
        }
        className="flex-1"
      >
        {!notFound && (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonClasses('dark', 'lg')}
          >
            Tentar novamente
          </button>
        )}
        <a href="/" className={buttonClasses(notFound ? 'dark' : 'outline', 'lg')}>
          Voltar para a página inicial
        </a>
      </StatusScreen>
    </main>
  );
}
