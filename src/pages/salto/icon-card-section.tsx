import type { IconCard } from '@/content/types';
import { cn } from '@/lib/utils';
import { Container } from '@/components/ui/container';

import { saltoIcons } from './icons';
import { SectionHeading } from '@/components/ui/section-heading';

interface IconCardSectionProps {
  id: string;
  title: string;
  subtitle: string;
  items: readonly (IconCard & { icon: keyof typeof saltoIcons })[];
  /** 'pain': light cards, coral icon; 'benefit': tinted band; 'feature': cards with a dark icon tile. */
  tone: 'pain' | 'benefit' | 'feature';
}

/** A heading and a responsive grid of icon cards (pain points, benefits, platform features). */
export function IconCardSection({ id, title, subtitle, items, tone }: IconCardSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'py-16 sm:py-24',
        tone === 'benefit' ? 'bg-ink-50' : 'bg-white',
        tone === 'pain' && 'pt-20',
      )}
    >
      <Container>
        <SectionHeading id={id} title={title} subtitle={subtitle} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {items.map((item) => {
            const Icon = saltoIcons[item.icon];
            return (
              <li
                key={item.title}
                className={cn(
                  'rounded-2xl p-6 sm:p-7',
                  tone === 'benefit'
                    ? 'bg-white shadow-xs ring-1 ring-ink-200/70'
                    : 'border border-ink-200 bg-white transition-shadow hover:shadow-md',
                )}
              >
                <span
                  className={cn(
                    'inline-flex size-12 items-center justify-center rounded-xl',
                    tone === 'pain' && 'bg-accent-50 text-accent-700 ring-1 ring-accent-100',
                    tone === 'benefit' && 'bg-ink-950 text-accent-400',
                    tone === 'feature' && 'bg-linear-to-br from-ink-800 to-ink-950 text-white',
                  )}
                >
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
                <p className="mt-2 text-ink-600">{item.description}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
