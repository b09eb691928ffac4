import type { ReactNode } from 'react';

import { raioXCta } from '@/content/navigation';

import { SiteFooter } from '../site/site-footer';
import { SiteHeader } from '../site/site-header';

/**
 * Frame of the cases and insights pages: the site header (its call to action goes to
 * /agentes-de-ia#contato), `<main id="conteudo">` and the footer.
 */
export function ContentPage({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader ctaHref={raioXCta.hrefFromContentPages} />
      <main id="conteudo">{children}</main>
      <SiteFooter />
    </>
  );
}
