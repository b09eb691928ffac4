import { ArrowRight, House } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { StatusScreen } from '@/components/site/status-screen';
import { Seo } from '@/components/site/seo';
import { buttonClasses } from '@/components/ui/button';
import { company } from '@/content/company';
import { raioXCta } from '@/content/navigation';
import { useFollowRedirect } from '@/domains/publishing/api/get-redirect';

/**
 * Catch-all (`*`). Prerendered once at `/404` as `404.html`, which the host serves with status 404
 * for unknown paths (`_redirects`, src/lib/host-files.ts); the SPA also renders it for unknown
 * paths reached in the app. Being a real route (not the root error boundary) keeps hydration clean.
 *
 * An address of `public.redirects` (an old one, or one added after the build) is followed from
 * here: the host answers those with a 301 once a build has them, in-app navigation and
 * `npm run dev` never reach the host. The page stays as prerendered while the lookup runs (the
 * first render must match 404.html).
 */
export default function NotFoundRoute() {
  const { pathname } = useLocation();
  useFollowRedirect(true);
  return (
    <>
      <Seo
        title={`Página não encontrada | ${company.brand}`}
        description="O endereço que você procurou não existe ou mudou de lugar."
        path={pathname}
        noindex
      />
      <SiteHeader ctaHref={raioXCta.hrefFromContentPages} />
      <main id="conteudo">
        <StatusScreen
          code="404"
          title="Oops! Page not found"
          description="A página que você procurou não existe ou mudou de endereço. Que tal recomeçar pela página inicial?"
          className="sm:min-h-[36rem]"
        >
          <Link to="/" className={buttonClasses('dark', 'lg')}>
            <House aria-hidden="true" />
            Voltar para a página inicial
          </Link>
          <Link to="/agentes-de-ia" className={buttonClasses('outline', 'lg')}>
            Conhecer a Consultoria de IA
            <ArrowRight aria-hidden="true" />
          </Link>
        </StatusScreen>
      </main>
      <SiteFooter />
    </>
  );
}
