import { LegalPage } from '@/components/site/legal-document';
import { company } from '@/content/company';
import { privacyPolicy, privacyPolicyBreadcrumb, privacyPolicySeo } from '@/content/legal/privacy-policy';

export default function PrivacyPolicyRoute() {
  return (
    <LegalPage
      seo={privacyPolicySeo}
      document={privacyPolicy}
      breadcrumbLabel={privacyPolicyBreadcrumb}
      lastUpdatedIso={company.privacyPolicy.version}
    />
  );
}
