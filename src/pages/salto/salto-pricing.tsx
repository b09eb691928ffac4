import { AnchorCta } from '@/components/site/anchor-cta';
import { GradientBackdrop } from '@/components/site/gradient-backdrop';
import * as saltoIcons from './icons';
import { Container } from '@/components/ui/container';
import { saltoPrice } from '@/content/salto';

import { SaltoInclusions } from './salto-inclusions';

/** Price (R$ 147) and what is included, with the guarantee and the two headline claims. */
export function SaltoPricing() {
  const GuaranteeIcon = saltoIcons[saltoPrice.guarantee.icon];
  return (
    <section
      aria-labelledby="salto-investimento"
      className="relative isolate overflow-hidden bg-ink-950 py-16 text-white sm:py-24"
    >
      <GradientBackdrop image="radial-gradient(50rem 30rem at 100% 100%, oklch(0.615 0.2 38 / 0.28), transparent 60%)" />
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2 id="salto-investimento" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {saltoPrice.title}
          </h2>
          <p className="mt-4 text-lg text-ink-200">{saltoPrice.subtitle}</p>
          <ul className="mt-8 grid grid-cols-2 gap-4">
            {saltoPrice.claims.map((claim) => {
              const Icon = saltoIcons[claim.icon];
              return (
                <li key={claim.label} className="rounded-2xl border border-white/10 bg-white/5 p-5">
                  <Icon aria-hidden className="size-5 text-accent-300" />
                  <p className="mt-3 font-display text-3xl font-extrabold">{claim.value}</p>
                  <p className="text-sm text-ink-200">{claim.label}</p>
                </li>
              );
            })}
          </ul>
          <div className="mt-4 flex gap-4 rounded-2xl border border-accent-400/30 bg-accent-500/10 p-5">
            <GuaranteeIcon aria-hidden className="size-8 shrink-0 text-accent-300" />
            <div>
              <h3 className="font-semibold text-white">{saltoPrice.guarantee.title}</h3>
              <p className="mt-1 text-sm text-ink-200">{saltoPrice.guarantee.description}</p>
            </div>
          </div>
        </div>

        <div className="rounded-3xl bg-white p-7 text-ink-900 shadow-2xl ring-1 ring-white/10 sm:p-10">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {saltoPrice.priceLabel}
          </p>
          <p className="mt-2 font-display text-6xl font-extrabold tracking-tight text-ink-950">
            {saltoPrice.price}
          </p>
          <p className="mt-2 text-sm text-ink-600">{saltoPrice.paymentNote}</p>
          <h3 className="mt-8 text-base font-semibold">{saltoPrice.inclusionsTitle}</h3>
          <SaltoInclusions className="mt-4 grid gap-3 sm:grid-cols-2" />
          <AnchorCta href={saltoPrice.ctaHref} className="mt-9 w-full">
            {saltoPrice.ctaLabel}
          </AnchorCta>
        </div>
      </Container>
    </section>
  );
}
