import { LegalDocumentView } from '@/components/site/legal-document';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { Seo } from '@/components/site/seo';
import { company } from '@/content/company';
import { termsOfUse, termsOfUseBreadcrumb, termsOfUseSeo } from '@/content/legal/terms-of-use';
import { raioXCta } from '@/content/navigation';
import { pageBreadcrumbJsonLd } from '@/lib/page-json-ld';

export default function TermsOfUseRoute() {
  return (
    <>
      <Seo {...termsOfUseSeo} jsonLd={pageBreadcrumbJsonLd(termsOfUseSeo, termsOfUseBreadcrumb)} />
      <SiteHeader showCultura ctaHref={raioXCta.hrefFromContentPages} />
      <main id="conteudo">
        <LegalDocumentView
          document={termsOfUse}
          breadcrumbLabel={termsOfUseBreadcrumb}
          lastUpdatedIso={company.termsOfUse.version}
        />
      </main>
      <SiteFooter showLegalEntity />
    </>
  );
}
