import { isRouteErrorResponse, useRouteError } from 'react-router';

import { BrandLogo } from '@/components/site/brand-logo';
import { ErrorActions } from '@/components/site/error-actions';
import { StatusScreen } from '@/components/site/status-screen';
import { headerA11y } from '@/content/navigation';

/**
 * The error boundary of the public pages and of the admin (their layouts export it): the brand,
 * then what went wrong, with a way out. A 404 thrown by a route reads as the site's 404.
 */
export function RouteErrorScreen() {
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
        <ErrorActions notFound={notFound} />
      </StatusScreen>
    </main>
  );
}
