import { CircleCheck } from 'lucide-react';

import { Container } from '@/components/ui/container';
import { agentesDifferentiators } from '@/content/agentes-de-ia';
import { cn } from '@/lib/utils';

import { agentesIcons } from './icons';
import { SectionHeading } from '@/components/ui/section-heading';

const CARDS = [
  { key: 'crms', list: 'chips' },
  { key: 'models', list: 'chips' },
  { key: 'omnichannel', list: 'chips' },
  { key: 'provenReturn', list: 'checks' },
] as const;

/** Differentiators: the 8 CRMs, the 9 AI models, omnichannel, proven return. */
export function AgentesDifferentiators() {
  return (
    <section aria-labelledby="agentes-diferenciais" className="bg-ink-50 py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="agentes-diferenciais"
          eyebrow={agentesDifferentiators.eyebrow}
          title={agentesDifferentiators.title}
          subtitle={agentesDifferentiators.subtitle}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {CARDS.map(({ key, list }) => {
            const card = agentesDifferentiators[key];
            const Icon = agentesIcons[card.icon];
            const highlighted = key === 'provenReturn';
            return (
              <li
                key={key}
                className={cn(
                  'rounded-2xl p-6 sm:p-8',
                  highlighted ? 'bg-ink-950 text-white' : 'bg-white shadow-xs ring-1 ring-ink-200/70',
                )}
              >
                <div className="flex items-center gap-4">
                  <span
                    className={cn(
                      'inline-flex size-12 shrink-0 items-center justify-center rounded-xl',
                      highlighted
                        ? 'bg-accent-500 text-ink-950'
                        : 'bg-accent-50 text-accent-700 ring-1 ring-accent-100',
                    )}
                  >
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <h3 className={cn('text-xl font-semibold', highlighted && 'text-white')}>{card.title}</h3>
                </div>
                <p className={cn('mt-4', highlighted ? 'text-ink-200' : 'text-ink-600')}>
                  {card.description}
                </p>
                {list === 'chips' ? (
                  <ul className="mt-5 flex flex-wrap gap-2">
                    {card.items.map((item) => (
                      <li
                        key={item}
                        className="rounded-full border border-ink-200 bg-ink-50 px-3 py-1 text-sm font-medium text-ink-800"
                      >
                        {item}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <ul className="mt-5 space-y-2.5">
                    {card.items.map((item) => (
                      <li key={item} className="flex items-start gap-2.5 font-medium text-white">
                        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-400" />
                        {item}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
