import { Flag } from 'lucide-react';

import * as agentesIcons from './icons';
import { LandingSection } from '@/components/site/landing-section';
import { agentesRoadmap } from '@/content/agentes-de-ia';

/**
 * The 5-week roadmap: five columns joined by a timeline on large screens; a vertical timeline
 * (one week under the other) below that, so every item stays readable on a phone.
 */
export function AgentesRoadmap() {
  return (
    <LandingSection
      id="agentes-roadmap"
      copy={agentesRoadmap}
      inverted
      wide
      backdrop="radial-gradient(50rem 28rem at 50% 0%, oklch(0.445 0.06 265 / 0.55), transparent 70%)"
      className="bg-ink-950 py-16 text-white sm:py-24"
    >
      <ol className="relative mx-auto mt-14 grid max-w-2xl gap-8 lg:max-w-none lg:grid-cols-5 lg:gap-4">
        {/* The timeline: vertical on small screens, horizontal through the markers on large ones. */}
        <span aria-hidden className="absolute top-2 bottom-2 left-[1.375rem] w-px bg-white/15 lg:hidden" />
        <span
          aria-hidden
          className="absolute top-[1.375rem] right-[10%] left-[10%] hidden h-px bg-linear-to-r from-accent-500/70 via-white/20 to-accent-500/70 lg:block"
        />
        {agentesRoadmap.weeks.map((week) => {
          const Icon = agentesIcons[week.icon];
          return (
            <li key={week.week} className="relative flex gap-5 lg:flex-col lg:items-center lg:gap-0">
              <span className="relative z-10 grid size-11 shrink-0 place-items-center rounded-full bg-accent-500 font-display text-base font-bold text-ink-950 ring-8 ring-ink-950">
                {week.week}
              </span>
              <div className="flex flex-1 flex-col rounded-2xl border border-white/10 bg-white/[0.05] p-5 lg:mt-6 lg:h-full lg:w-full">
                <div className="flex items-center justify-between gap-3">
                  <p className="text-xs font-semibold tracking-wide text-accent-300 uppercase">
                    {week.label}
                  </p>
                  <Icon aria-hidden className="size-5 text-ink-300" />
                </div>
                <h3 className="mt-2 text-lg leading-snug font-semibold text-white">{week.title}</h3>
                <ul className="mt-3 space-y-2 text-sm text-ink-200">
                  {week.items.map((item) => (
                    <li key={item} className="flex gap-2">
                      <span aria-hidden className="mt-2 size-1 shrink-0 rounded-full bg-accent-400" />
                      {item}
                    </li>
                  ))}
                </ul>
                <p className="mt-auto flex items-center gap-2 pt-4 text-sm font-semibold text-white">
                  <Flag aria-hidden className="size-4 text-accent-400" />
                  <span>
                    <span className="font-normal text-ink-300">{agentesRoadmap.milestonesLabel}:</span>{' '}
                    {week.milestone}
                  </span>
                </p>
              </div>
            </li>
          );
        })}
      </ol>

      <p className="mx-auto mt-12 max-w-3xl text-center text-ink-200">{agentesRoadmap.note}</p>
    </LandingSection>
  );
}
