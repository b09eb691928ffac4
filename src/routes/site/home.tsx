import { ArrowRight, Bot, GraduationCap, Sparkles, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { GradientBackdrop } from '@/components/site/gradient-backdrop';
import { Seo } from '@/components/site/seo';
import { CheckList } from '@/components/site/check-list';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { homeHero, homeSeo, type HomeCard } from '@/content/home';
import { cn } from '@/lib/utils';
import { homeJsonLd } from '@/lib/page-json-ld';

const CARD_ICONS: Partial<Record<HomeCard['icon'], LucideIcon>> = { GraduationCap, Bot };

function HeroCard({ card }: { card: HomeCard }) {
  const Icon = CARD_ICONS[card.icon] ?? Sparkles;
  const salto = card.id === 'salto';
  const titleId = `card-${card.id}-titulo`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'group relative flex flex-col rounded-2xl bg-white p-7 shadow-xl shadow-ink-950/10 ring-1 ring-ink-200/70 transition duration-300 sm:p-9',
        'hover:-translate-y-1 hover:shadow-2xl hover:shadow-ink-950/15 motion-reduce:transition-none motion-reduce:hover:translate-y-0',
        'focus-within:ring-2 focus-within:ring-accent-500',
      )}
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'grid size-12 place-items-center rounded-xl [&_svg]:size-6',
            salto ? 'bg-accent-500 text-ink-950' : 'bg-ink-950 text-accent-400',
          )}
        >
          <Icon aria-hidden="true" />
        </span>
        <p className="text-xs font-bold tracking-widest text-accent-700 uppercase">{card.eyebrow}</p>
      </div>
      <h2
        id={titleId}
        className="mt-6 font-display text-2xl font-extrabold tracking-tight text-ink-950 sm:text-3xl"
      >
        {card.title}
      </h2>
      <p className="mt-3 text-base text-pretty text-ink-600">{card.text}</p>
      <CheckList
        items={card.highlights}
        className="mt-6 space-y-2.5 text-sm font-medium text-ink-800"
        itemClassName="gap-2.5"
        mark="tick"
        markClassName="size-5"
        align="center"
      />
      <div className="mt-auto pt-8">
        {/* Stretched link: the whole card is clickable, with one link (and one name) per card. */}
        <Link
          to={card.href}
          className={buttonClasses(
            salto ? 'primary' : 'dark',
            'lg',
            'w-full after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none sm:w-auto',
          )}
        >
          {card.buttonLabel}
          <ArrowRight
            aria-hidden="true"
            className="transition-transform duration-200 group-hover:translate-x-1 motion-reduce:transition-none"
          />
        </Link>
      </div>
    </article>
  );
}

export default function HomeRoute() {
  return (
    <>
      <Seo {...homeSeo} jsonLd={homeJsonLd()} />
      <SiteHeader />
      <main id="conteudo">
        <section aria-labelledby="home-titulo" className="relative isolate overflow-hidden bg-ink-950">
          <GradientBackdrop className="bg-[radial-gradient(60rem_32rem_at_85%_-10%,oklch(0.695_0.197_42/0.28),transparent_60%),radial-gradient(40rem_28rem_at_0%_110%,oklch(0.445_0.06_265/0.45),transparent_65%)]" />
          <GradientBackdrop className="[mask-image:linear-gradient(to_bottom,black,transparent_85%)] bg-[linear-gradient(to_right,oklch(1_0_0/0.05)_1px,transparent_1px),linear-gradient(to_bottom,oklch(1_0_0/0.05)_1px,transparent_1px)] bg-[size:3.5rem_3.5rem]" />
          <Container className="pt-16 pb-44 sm:pt-24 sm:pb-52 lg:pt-28">
            <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3.5 py-1.5 text-sm font-medium text-accent-200">
              <Sparkles aria-hidden="true" className="size-4 text-accent-400" />
              {homeHero.eyebrow}
            </p>
            <h1
              id="home-titulo"
              className="mt-6 max-w-4xl font-display text-display font-extrabold text-balance text-white"
            >
              {homeHero.headline}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-pretty text-ink-200 sm:text-xl">
              {homeHero.description}
            </p>
          </Container>
        </section>

        <section aria-label="Como podemos ajudar" className="bg-ink-50 pb-20 sm:pb-28">
          <Container>
            <div className="relative -mt-32 grid gap-6 sm:-mt-36 md:grid-cols-2 lg:gap-8">
              {homeHero.cards.map((card) => (
                <HeroCard key={card.id} card={card} />
              ))}
            </div>
          </Container>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
