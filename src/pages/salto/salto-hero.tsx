import { ShieldCheck } from 'lucide-react';

import { AnchorCta } from '@/components/site/anchor-cta';
import { GradientBackdrop } from '@/components/site/gradient-backdrop';
import { Container } from '@/components/ui/container';
import { company } from '@/content/company';
import { saltoHero, saltoModules, saltoPrice, saltoStats } from '@/content/salto';

const PREVIEW_MODULES = 4;

/** Text-first hero (the LCP is the headline): CSS gradients only, no image. */
export function SaltoHero() {
  return (
    <section
      aria-labelledby="salto-hero-title"
      className="relative isolate overflow-hidden bg-ink-950 text-white"
    >
      <GradientBackdrop image="radial-gradient(60rem 40rem at 85% -10%, oklch(0.615 0.2 38 / 0.35), transparent 60%), radial-gradient(40rem 30rem at -10% 110%, oklch(0.445 0.06 265 / 0.6), transparent 60%)" />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 opacity-[0.07]"
        style={{
          backgroundImage:
            'linear-gradient(to right, white 1px, transparent 1px), linear-gradient(to bottom, white 1px, transparent 1px)',
          backgroundSize: '56px 56px',
          maskImage: 'radial-gradient(ellipse at center, black 30%, transparent 75%)',
        }}
      />
      <Container className="grid items-center gap-12 pt-16 pb-28 sm:pt-20 lg:grid-cols-[1.15fr_0.85fr] lg:pt-24 lg:pb-36">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-accent-200">
            <span aria-hidden className="size-1.5 rounded-full bg-accent-400" />
            {saltoHero.eyebrow}
          </p>
          <h1 id="salto-hero-title" className="mt-6 text-display font-extrabold text-white">
            {saltoHero.headline}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-ink-200 sm:text-xl">{saltoHero.subheadline}</p>
          <div className="mt-9 flex flex-col gap-4 sm:flex-row sm:items-center">
            <AnchorCta href={saltoHero.ctaHref}>{saltoHero.ctaLabel}</AnchorCta>
            <p className="flex items-center gap-2 text-sm text-ink-200">
              <ShieldCheck aria-hidden className="size-4 shrink-0 text-accent-300" />
              {saltoHero.trustNote}
            </p>
          </div>
        </div>

        <div className="relative hidden lg:block">
          <div
            aria-hidden
            className="absolute -inset-6 -z-10 rounded-[2rem] bg-linear-to-br from-accent-500/30 to-ink-600/10 blur-2xl"
          />
          <div className="rounded-3xl border border-white/10 bg-white/[0.06] p-7 shadow-2xl backdrop-blur-sm">
            <div className="flex items-center justify-between">
              <p className="font-display text-2xl font-extrabold tracking-tight">{company.courseName}</p>
              <p className="rounded-full bg-accent-500 px-3 py-1 text-xs font-bold text-ink-950">
                {saltoStats[0].value} {saltoStats[0].label}
              </p>
            </div>
            <ol className="mt-6 space-y-3">
              {saltoModules.slice(0, PREVIEW_MODULES).map((module) => (
                <li
                  key={module.numero}
                  className="flex items-center gap-3 rounded-xl bg-white/[0.06] px-4 py-3 text-sm text-ink-100"
                >
                  <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-white/10 font-display text-xs font-bold text-accent-200">
                    {String(module.numero).padStart(2, '0')}
                  </span>
                  <span className="line-clamp-1">{module.titulo}</span>
                </li>
              ))}
              <li className="px-4 text-sm text-ink-300">+ {saltoModules.length - PREVIEW_MODULES} módulos</li>
            </ol>
            <div className="mt-6 flex items-end justify-between border-t border-white/10 pt-5">
              <div>
                <p className="text-xs text-ink-300">{saltoPrice.priceLabel}</p>
                <p className="font-display text-3xl font-extrabold">{saltoPrice.price}</p>
              </div>
              <p className="text-right text-xs text-ink-300">
                {saltoStats[2].value} {saltoStats[2].label}
                <br />
                {saltoStats[3].value} {saltoStats[3].label}
              </p>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
