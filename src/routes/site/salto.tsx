import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Seo } from '@/components/seo';
import {
  saltoBenefits,
  saltoHeader,
  saltoPainPoints,
  saltoPlatform,
  saltoPrice,
  saltoSeo,
} from '@/content/salto';
import { SaltoLeadForm } from '@/features/leads/components/salto-lead-form';
import { IconCardSection } from '@/features/salto/components/icon-card-section';
import { SaltoClosingCta } from '@/features/salto/components/salto-closing-cta';
import { SaltoFounders } from '@/features/salto/components/salto-founders';
import { SaltoHero } from '@/features/salto/components/salto-hero';
import { SaltoModules } from '@/features/salto/components/salto-modules';
import { SaltoPricing } from '@/features/salto/components/salto-pricing';
import {
  SALTO_SIGNUP_HEADING_ID,
  SaltoSignupSection,
} from '@/features/salto/components/salto-signup-section';
import { SaltoStats } from '@/features/salto/components/salto-stats';
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
        <IconCardSection
          id="salto-dores"
          tone="pain"
          title={saltoPainPoints.title}
          subtitle={saltoPainPoints.subtitle}
          items={saltoPainPoints.items}
        />
        <IconCardSection
          id="salto-beneficios"
          tone="benefit"
          title={saltoBenefits.title}
          subtitle={saltoBenefits.subtitle}
          items={saltoBenefits.items}
        />
        <SaltoModules />
        <SaltoPricing />
        <IconCardSection
          id="salto-plataforma"
          tone="feature"
          title={saltoPlatform.title}
          subtitle={saltoPlatform.subtitle}
          items={saltoPlatform.features}
        />
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
