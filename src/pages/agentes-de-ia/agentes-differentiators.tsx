import { CheckList } from '@/components/site/check-list';
import { ChipList } from '@/components/site/chip-list';
import { IconTile } from '@/components/site/icon-tile';
import * as agentesIcons from './icons';
import { LandingSection } from '@/components/site/landing-section';
import { agentesDifferentiators } from '@/content/agentes-de-ia';
import { cn } from '@/lib/utils';

const CARDS = [
  { key: 'crms', list: 'chips' },
  { key: 'models', list: 'chips' },
  { key: 'omnichannel', list: 'chips' },
  { key: 'provenReturn', list: 'checks' },
] as const;

/** Differentiators: the 8 CRMs, the 9 AI models, omnichannel, proven return. */
export function AgentesDifferentiators() {
  return (
    <LandingSection
      id="agentes-diferenciais"
      copy={agentesDifferentiators}
      className="bg-ink-50 py-16 sm:py-24"
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {CARDS.map(({ key, list }) => {
          const card = agentesDifferentiators[key];
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
                <IconTile
                  icon={agentesIcons[card.icon]}
                  className={
                    highlighted
                      ? 'shrink-0 bg-accent-500 text-ink-950'
                      : 'shrink-0 bg-accent-50 text-accent-700 ring-1 ring-accent-100'
                  }
                />
                <h3 className={cn('text-xl font-semibold', highlighted && 'text-white')}>{card.title}</h3>
              </div>
              <p className={cn('mt-4', highlighted ? 'text-ink-200' : 'text-ink-600')}>{card.description}</p>
              {list === 'chips' ? (
                <ChipList items={card.items} className="mt-5" chipClassName="bg-ink-50 py-1" />
              ) : (
                <CheckList
                  items={card.items}
                  className="mt-5 space-y-2.5"
                  itemClassName="gap-2.5 font-medium text-white"
                  mark="circle"
                  markClassName="text-accent-400"
                />
              )}
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
