import { IconCard } from '@/components/site/icon-card';
import * as saltoIcons from './icons';
import { LandingSection } from '@/components/site/landing-section';
import type { IconCard as IconCardCopy } from '@/content/types';
import { cn } from '@/lib/utils';

/** 'pain': light cards, coral icon; 'benefit': tinted band; 'feature': cards with a dark icon tile. */
const TONES = {
  pain: { frame: 'outline', icon: 'bg-accent-50 text-accent-700 ring-1 ring-accent-100' },
  benefit: { frame: 'raised', icon: 'bg-ink-950 text-accent-400' },
  feature: { frame: 'outline', icon: 'bg-linear-to-br from-ink-800 to-ink-950 text-white' },
} as const;

interface IconCardSectionProps {
  id: string;
  copy: {
    title: string;
    subtitle: string;
    items: readonly (IconCardCopy & { icon: keyof typeof saltoIcons })[];
  };
  tone: keyof typeof TONES;
}

/** A heading and a responsive grid of icon cards (pain points, benefits, platform features). */
export function IconCardSection({ id, copy, tone }: IconCardSectionProps) {
  return (
    <LandingSection
      id={id}
      copy={copy}
      className={cn(
        'py-16 sm:py-24',
        tone === 'benefit' ? 'bg-ink-50' : 'bg-white',
        tone === 'pain' && 'pt-20',
      )}
    >
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
        {copy.items.map((item) => (
          <IconCard
            key={item.title}
            icon={saltoIcons[item.icon]}
            title={item.title}
            description={item.description}
            frame={TONES[tone].frame}
            iconClassName={TONES[tone].icon}
          />
        ))}
      </ul>
    </LandingSection>
  );
}
