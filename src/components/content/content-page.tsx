import type { ReactNode } from 'react';

import { raioXCta } from '@/content/navigation';

import { SiteFooter } from '../site/site-footer';
import { SiteHeader } from '../site/site-header';
import { PreviewBanner } from './preview-banner';

interface ContentPageProps {
  children: ReactNode;
  /** A preview's notice (`previewNotice`), shown first in `<main>`; null or absent: a public page. */
  preview?: string | null;
}

/**
 * Frame of the cases and insights pages: the site header (its call to action goes to
 * /agentes-de-ia#contato), `<main id="conteudo">` and the footer.
 */
export function ContentPage({ children, preview }: ContentPageProps) {
  return (
    <>
      <SiteHeader ctaHref={raioXCta.hrefFromContentPages} />
      <main id="conteudo">
        {preview && <PreviewBanner notice={preview} />}
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
