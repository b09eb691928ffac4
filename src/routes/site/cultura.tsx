import {
  ArrowRight,
  FlaskConical,
  GraduationCap,
  Handshake,
  Laptop,
  Lock,
  Mail,
  MessagesSquare,
  Repeat,
  Search,
  ShieldCheck,
  Sparkles,
  Target,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';

import { Breadcrumb } from '@/components/content/breadcrumb';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { CheckList } from '@/components/site/check-list';
import { ChipList } from '@/components/site/chip-list';
import { GradientBackdrop } from '@/components/site/gradient-backdrop';
import { Seo } from '@/components/site/seo';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import {
  culturaBreadcrumb,
  culturaClosingCta,
  culturaHero,
  culturaHiring,
  culturaHowWeWork,
  culturaManifesto,
  culturaSeo,
  culturaValues,
} from '@/content/cultura';
import { raioXCta } from '@/content/navigation';
import type { IconName } from '@/content/types';
import { pageBreadcrumbJsonLd } from '@/lib/page-json-ld';
import { cn } from '@/lib/utils';

/** Explicit icon list (never lucide's runtime `icons` object: it would bundle every icon). */
const ICONS: Partial<Record<IconName, LucideIcon>> = {
  Target,
  Sparkles,
  ShieldCheck,
  GraduationCap,
  Handshake,
  Lock,
  Search,
  Repeat,
  FlaskConical,
  MessagesSquare,
  Laptop,
};

function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}

interface SectionTitleProps {
  id: string;
  title: string;
  /** The short accent rule above the title. */
  rule?: boolean;
  /** White, on the dark band. */
  inverted?: boolean;
}

/** The h2 every section of the page starts with. */
function SectionTitle({ id, title, rule = false, inverted = false }: SectionTitleProps) {
  return (
    <>
      {rule && <span aria-hidden="true" className="block h-1 w-12 rounded-full bg-accent-500" />}
      <h2
        id={id}
        className={cn(
          'font-display text-3xl font-extrabold tracking-tight sm:text-4xl',
          rule && 'mt-5',
          inverted && 'text-white',
        )}
      >
        {title}
      </h2>
    </>
  );
}

const applyHref = `mailto:${culturaHiring.applyEmail}?subject=${encodeURIComponent(culturaHiring.applySubject)}`;

export default function CulturaRoute() {
  return (
    <>
      <Seo {...culturaSeo} jsonLd={pageBreadcrumbJsonLd(culturaSeo, culturaBreadcrumb)} />
      <SiteHeader showCultura ctaHref={raioXCta.hrefFromContentPages} />
      <main id="conteudo">
        {/* Hero */}
        <section aria-labelledby="cultura-titulo" className="relative isolate overflow-hidden bg-ink-50">
          <GradientBackdrop className="bg-[radial-gradient(48rem_26rem_at_90%_0%,var(--color-accent-100),transparent_70%)]" />
          <Container className="pt-8 pb-16 sm:pt-10 sm:pb-24">
            <Breadcrumb items={[{ label: culturaBreadcrumb }]} />
            <p className="mt-10 text-sm font-bold tracking-widest text-accent-700 uppercase">
              {culturaHero.eyebrow}
            </p>
            <h1
              id="cultura-titulo"
              className="mt-4 max-w-4xl font-display text-display font-extrabold text-balance text-ink-950"
            >
              {culturaHero.headline}
            </h1>
            <p className="mt-6 max-w-3xl text-lg text-pretty text-ink-700 sm:text-xl">
              {culturaHero.description}
            </p>
          </Container>
        </section>

        {/* Manifesto */}
        <section aria-labelledby="manifesto-titulo" className="py-16 sm:py-24">
          <Container className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:gap-16">
            <div>
              <SectionTitle id="manifesto-titulo" title={culturaManifesto.title} rule />
            </div>
            <div className="space-y-6">
              {culturaManifesto.paragraphs.map((paragraph, index) => (
                <p
                  key={paragraph}
                  className={
                    index === 0
                      ? 'font-display text-xl font-semibold text-pretty text-ink-900 sm:text-2xl sm:leading-snug'
                      : 'text-lg text-pretty text-ink-700'
                  }
                >
                  {paragraph}
                </p>
              ))}
            </div>
          </Container>
        </section>

        {/* Values */}
        <section aria-labelledby="valores-titulo" className="bg-ink-50 py-16 sm:py-24">
          <Container>
            <SectionTitle id="valores-titulo" title={culturaValues.title} />
            <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
              {culturaValues.items.map((value) => (
                <li
                  key={value.title}
                  className="rounded-2xl border border-ink-200/80 bg-white p-6 shadow-xs transition-shadow hover:shadow-lg hover:shadow-ink-950/5 sm:p-7"
                >
                  <span className="grid size-11 place-items-center rounded-xl bg-accent-100 text-accent-800">
                    <ContentIcon name={value.icon} className="size-5" />
                  </span>
                  <h3 className="mt-5 font-display text-lg font-bold text-ink-950">{value.title}</h3>
                  <p className="mt-2 text-base text-pretty text-ink-600">{value.description}</p>
                </li>
              ))}
            </ul>
          </Container>
        </section>

        {/* How we work */}
        <section
          aria-labelledby="como-trabalhamos-titulo"
          className="relative isolate overflow-hidden bg-ink-950 py-16 sm:py-24"
        >
          <GradientBackdrop className="bg-[radial-gradient(40rem_24rem_at_100%_100%,oklch(0.695_0.197_42/0.18),transparent_70%)]" />
          <Container className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
            <div className="lg:sticky lg:top-28 lg:self-start">
              <SectionTitle id="como-trabalhamos-titulo" title={culturaHowWeWork.title} rule inverted />
            </div>
            <ol className="space-y-4">
              {culturaHowWeWork.items.map((step, index) => (
                <li
                  key={step.title}
                  className="flex gap-5 rounded-2xl border border-white/10 bg-white/[0.04] p-5 sm:p-6"
                >
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-500 text-ink-950">
                    <ContentIcon name={step.icon} className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-display text-lg font-bold text-white">
                      <span className="mr-2 text-accent-400 tabular-nums">
                        {String(index + 1).padStart(2, '0')}
                      </span>
                      {step.title}
                    </h3>
                    <p className="mt-1.5 text-base text-pretty text-ink-300">{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </Container>
        </section>

        {/* Hiring */}
        <section aria-labelledby="quem-procuramos-titulo" className="py-16 sm:py-24">
          <Container className="grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:gap-16">
            <div>
              <SectionTitle id="quem-procuramos-titulo" title={culturaHiring.title} />
              <p className="mt-5 text-lg text-pretty text-ink-700">{culturaHiring.description}</p>
              <CheckList
                items={culturaHiring.traits}
                className="mt-8 grid gap-3.5 sm:grid-cols-2"
                itemClassName="gap-3 text-base text-ink-800"
                mark="tick"
                markClassName="size-6"
              />
            </div>
            <div className="self-start rounded-2xl border border-ink-200 bg-ink-50 p-6 sm:p-8">
              <h3 className="font-display text-lg font-bold text-ink-950">{culturaHiring.areasTitle}</h3>
              <ChipList items={culturaHiring.areas} className="mt-4" chipClassName="bg-white py-1.5" />
              <p className="mt-6 text-base text-pretty text-ink-700">{culturaHiring.applyText}</p>
              <a href={applyHref} className={buttonClasses('dark', 'md', 'mt-6 w-full sm:w-auto')}>
                <Mail aria-hidden="true" />
                Enviar minha apresentação
              </a>
            </div>
          </Container>
        </section>

        {/* Closing call to action */}
        <section aria-labelledby="cultura-cta-titulo" className="pb-20 sm:pb-28">
          <Container>
            <div className="relative isolate overflow-hidden rounded-3xl bg-accent-500 px-6 py-12 sm:px-12 sm:py-16 lg:flex lg:items-center lg:justify-between lg:gap-10">
              <GradientBackdrop className="bg-[radial-gradient(30rem_20rem_at_100%_0%,var(--color-accent-300),transparent_70%)]" />
              <div className="max-w-2xl">
                <h2
                  id="cultura-cta-titulo"
                  className="font-display text-3xl font-extrabold tracking-tight text-ink-950"
                >
                  {culturaClosingCta.title}
                </h2>
                <p className="mt-3 text-lg text-pretty text-ink-950/85">{culturaClosingCta.description}</p>
              </div>
              <Link
                to={culturaClosingCta.href}
                className={buttonClasses('dark', 'lg', 'group mt-8 w-full sm:w-auto lg:mt-0')}
              >
                {culturaClosingCta.buttonLabel}
                <ArrowRight
                  aria-hidden="true"
                  className="transition-transform duration-200 group-hover:translate-x-1 motion-reduce:transition-none"
                />
              </Link>
            </div>
          </Container>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
