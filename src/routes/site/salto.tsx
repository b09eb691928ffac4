import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { Seo } from '@/components/site/seo';
import {
  saltoBenefits,
  saltoHeader,
  saltoPainPoints,
  saltoPlatform,
  saltoPrice,
  saltoSeo,
} from '@/content/salto';
import { SaltoLeadForm } from '@/domains/leads/components/salto-lead-form';
import { IconCardSection } from '@/pages/salto/icon-card-section';
import { SaltoClosingCta } from '@/pages/salto/salto-closing-cta';
import { SaltoFounders } from '@/pages/salto/salto-founders';
import { SaltoHero } from '@/pages/salto/salto-hero';
import { SaltoModules } from '@/pages/salto/salto-modules';
import { SaltoPricing } from '@/pages/salto/salto-pricing';
import { SALTO_SIGNUP_HEADING_ID, SaltoSignupSection } from '@/pages/salto/salto-signup-section';
import { SaltoStats } from '@/pages/salto/salto-stats';
import { coursePageJsonLd } from '@/lib/page-json-ld';

/** /salto — the SALTO course page: static, no data to load. */
export default function SaltoRoute() {
  return (
    <>
      <Seo
        {...saltoSeo}
        jsonLd={coursePageJsonLd(
          saltoSeo,
          saltoPrice,
          'SALTO — Curso de Inteligência Artificial para Empresários',
        )}
      />
      <SiteHeader position="fixed" ctaLabel={saltoHeader.ctaLabel} ctaHref={saltoHeader.ctaHref} />
      <main id="conteudo">
        <SaltoHero />
        <SaltoStats />
        <IconCardSection id="salto-dores" tone="pain" copy={saltoPainPoints} />
        <IconCardSection id="salto-beneficios" tone="benefit" copy={saltoBenefits} />
        <SaltoModules />
        <SaltoPricing />
        <IconCardSection id="salto-plataforma" tone="feature" copy={saltoPlatform} />
        <SaltoFounders />
        <SaltoSignupSection>
          <SaltoLeadForm aria-labelledby={SALTO_SIGNUP_HEADING_ID} />
        </SaltoSignupSection>
        <SaltoClosingCta />
      </main>
      <SiteFooter />
    </>
  );
}
