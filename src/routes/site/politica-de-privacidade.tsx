import { LegalDocumentView } from '@/components/layout/legal-document';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Seo } from '@/components/seo';
import { company } from '@/content/company';
import { privacyPolicy, privacyPolicyBreadcrumb, privacyPolicySeo } from '@/content/legal/privacy-policy';
import { raioXCta } from '@/content/navigation';
import { pageBreadcrumbJsonLd } from '@/lib/page-json-ld';

export default function PrivacyPolicyRoute() {
  return (
    <>
      <Seo {...privacyPolicySeo} jsonLd={pageBreadcrumbJsonLd(privacyPolicySeo, privacyPolicyBreadcrumb)} />
      <SiteHeader showCultura ctaHref={raioXCta.hrefFromContentPages} />
      <main id="conteudo">
        <LegalDocumentView
          document={privacyPolicy}
          breadcrumbLabel={privacyPolicyBreadcrumb}
          lastUpdatedIso={company.privacyPolicy.version}
        />
      </main>
      <SiteFooter showLegalEntity />
    </>
  );
}
