import { LegalDocumentView } from '@/components/site/legal-document';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { Seo } from '@/components/site/seo';
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
