import '@/styles/app.css';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  type LinksFunction,
} from 'react-router';

import { ErrorActions } from '@/components/site/error-actions';
import { env } from '@/config/env';
import { useHydrated } from '@/lib/use-hydrated';
import { useWebFontsFromFirstNavigation } from '@/lib/web-fonts';
import { trafficBeaconScript } from '@/lib/traffic-beacon-script';

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
          // Its text is written into the HTML (at build, or rendered on request); the browser's
          // render leaves it out, as hydration never rewrites inner HTML, so the app's own code
          // (the admin's login first) does not carry the script's builder.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR
              ? trafficBeaconScript(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_PUBLISHABLE_KEY)
              : '',
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
  const hydrated = useHydrated();
  const toasterWanted = useToasterWanted(hydrated);
  // Tells the page's starter (scripts/build/app-starter.js) that React owns the page now: it
  // replays what the visitor did while the app was loading.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
    window.dispatchEvent(new Event('app:ready'));
  }, []);
  useWebFontsFromFirstNavigation();
  return (
    <>
      <Outlet />
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster richColors position="top-right" closeButton />
        </Suspense>
      )}
    </>
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

/**
 * What is left when even a layout fails (the public pages and the admin have their own branded
 * screen, src/components/site/route-error-screen.tsx): plain, so the admin's sign-in page, which
 * shares this module, loads nothing more for it.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return (
    <main id="conteudo" className="grid min-h-dvh place-items-center bg-ink-50 px-5 text-center">
      <title>Erro inesperado</title>
      <meta name="robots" content="noindex" />
      <div className="max-w-xl">
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-ink-950">Algo deu errado.</h1>
        <p className="mt-4 text-lg text-ink-600">
          Tivemos um problema inesperado ao carregar esta página. Tente novamente em instantes.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ErrorActions />
        </div>
      </div>
    </main>
  );
}
