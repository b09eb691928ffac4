import { Link } from 'react-router';

/**
 * Catch-all (`*`). Not prerendered: unknown paths get the empty SPA shell, then this renders on the
 * client. Being a real route (not the root error boundary) keeps hydration of that shell clean.
 */
export default function NotFoundRoute() {
  return (
    <main className="grid min-h-dvh place-items-center bg-ink-50 px-6 text-center">
      <title>Página não encontrada</title>
      <meta name="robots" content="noindex" />
      <div>
        <p className="font-display text-6xl font-bold text-ink-300">404</p>
        <h1 className="mt-2 text-3xl font-bold">Oops! Page not found</h1>
        <Link
          to="/"
          className="mt-6 inline-block font-medium text-accent-700 underline underline-offset-4 hover:text-accent-800"
        >
          Voltar para a página inicial
        </Link>
      </div>
    </main>
  );
}
