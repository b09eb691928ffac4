import { LegalPage } from '@/components/site/legal-document';
import { company } from '@/content/company';
import { termsOfUse, termsOfUseBreadcrumb, termsOfUseSeo } from '@/content/legal/terms-of-use';

export default function TermsOfUseRoute() {
  return (
    <LegalPage
      seo={termsOfUseSeo}
      document={termsOfUse}
      breadcrumbLabel={termsOfUseBreadcrumb}
      lastUpdatedIso={company.termsOfUse.version}
    />
  );
}
