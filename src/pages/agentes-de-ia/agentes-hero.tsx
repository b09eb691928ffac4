import { Bot, MessageCircle } from 'lucide-react';

import { AnchorCta } from '@/components/site/anchor-cta';
import { GradientBackdrop } from '@/components/site/gradient-backdrop';
import * as agentesIcons from './icons';
import { Container } from '@/components/ui/container';
import { agentesHero } from '@/content/agentes-de-ia';
import { cn } from '@/lib/utils';

type HeroStat = (typeof agentesHero.stats)[number];

const BACKDROP = [
  'radial-gradient(46rem 30rem at 88% 10%, oklch(0.615 0.2 38 / 0.32), transparent 62%)',
  'radial-gradient(36rem 26rem at 0% 100%, oklch(0.445 0.06 265 / 0.55), transparent 65%)',
].join(', ');

function StatCard({ stat, className }: { stat: HeroStat; className?: string }) {
  const Icon = agentesIcons[stat.icon];
  return (
    <div
      className={cn(
        'rounded-2xl border border-white/15 bg-white/[0.07] p-4 backdrop-blur-md sm:p-5',
        className,
      )}
    >
      <span className="inline-flex size-9 items-center justify-center rounded-lg bg-accent-500/15 text-accent-300">
        <Icon aria-hidden className="size-5" />
      </span>
      <p className="mt-3 text-ink-200">
        <span className="block font-display text-2xl font-extrabold tracking-tight text-white sm:text-3xl">
          {stat.value}
        </span>{' '}
        <span className="text-sm">{stat.label}</span>
      </p>
    </div>
  );
}

/**
 * Text-first hero (LCP is the headline; CSS gradients only). Two layouts from one heading: under
 * 768px a stacked column with the stat cards below the text; from 768px a 510px-high band with the
 * text on the left and the stat cards over a decorative composition on the right.
 */
export function AgentesHero() {
  return (
    <section
      aria-labelledby="agentes-hero-title"
      className="relative isolate overflow-hidden bg-ink-950 text-white md:h-[510px]"
    >
      <GradientBackdrop image={BACKDROP} />
      <Container className="grid h-full items-center gap-10 py-12 sm:py-16 md:grid-cols-[1.1fr_0.9fr] md:gap-8 md:py-0 lg:gap-12">
        <div>
          <h1
            id="agentes-hero-title"
            className="text-4xl font-extrabold tracking-tight text-white md:text-[2.6rem] md:leading-[1.08] lg:text-5xl xl:text-[3.5rem]"
          >
            {agentesHero.headline}
          </h1>
          <p className="mt-4 font-display text-2xl font-bold text-accent-300 md:text-[1.7rem] lg:text-3xl">
            {agentesHero.tagline}
          </p>
          <p className="mt-5 max-w-xl text-lg text-ink-200 md:text-base lg:text-lg">
            {agentesHero.description}
          </p>

          {/* Mobile layout: the two stat cards between the text and the button. */}
          <div className="mt-8 grid grid-cols-2 gap-3 md:hidden">
            {agentesHero.stats.map((stat) => (
              <StatCard key={stat.label} stat={stat} />
            ))}
          </div>

          {/* The label wraps on a phone, so the button grows in height instead of overflowing. */}
          <AnchorCta
            href={agentesHero.buttonHref}
            className="mt-8 h-auto min-h-13 w-full py-3 text-center leading-snug whitespace-normal sm:w-auto md:mt-7"
          >
            {agentesHero.buttonLabel}
          </AnchorCta>
        </div>

        {/* Desktop layout: stat cards floating over a decorative composition. */}
        <div className="relative hidden h-[400px] md:block">
          <div aria-hidden className="absolute inset-0 grid place-items-center">
            <div className="size-[340px] rounded-full border border-white/10 lg:size-[380px]" />
            <div className="absolute size-[240px] rounded-full border border-white/10 bg-white/[0.03] lg:size-[270px]" />
            <div className="absolute grid size-28 place-items-center rounded-3xl bg-linear-to-br from-accent-400 to-accent-700 shadow-2xl shadow-accent-900/50">
              <Bot className="size-14 text-white" strokeWidth={1.5} />
            </div>
            <span className="absolute top-[18%] right-[12%] grid size-11 place-items-center rounded-full bg-white/10 text-accent-200">
              <MessageCircle className="size-5" />
            </span>
          </div>
          <StatCard stat={agentesHero.stats[0]} className="absolute top-2 left-0 w-52 lg:left-4 lg:w-56" />
          <StatCard
            stat={agentesHero.stats[1]}
            className="absolute right-0 bottom-2 w-52 lg:right-4 lg:w-56"
          />
        </div>
      </Container>
    </section>
  );
}
