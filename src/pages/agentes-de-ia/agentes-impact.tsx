import { IconCard } from '@/components/site/icon-card';
import * as agentesIcons from './icons';
import { LandingSection } from '@/components/site/landing-section';
import { agentesImpact } from '@/content/agentes-de-ia';
import { cn } from '@/lib/utils';

/**
 * The five static impact cards. On a 6-column grid each card spans 2, so the last row of two is
 * centred (3 + 2 on large screens, 2 + 2 + 1 on tablets).
 */
export function AgentesImpact() {
  return (
    <LandingSection id="agentes-impacto" copy={agentesImpact} className="bg-white py-16 sm:py-24">
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-6 lg:gap-6">
        {agentesImpact.items.map((item, index) => (
          <IconCard
            key={item.title}
            icon={agentesIcons[item.icon]}
            title={item.title}
            description={item.description}
            frame="outline"
            iconClassName="bg-linear-to-br from-accent-500 to-accent-700 text-white"
            className={cn(
              'lg:col-span-2',
              index === 3 && 'lg:col-start-2',
              index === 4 && 'sm:col-span-2 sm:mx-auto sm:w-[calc(50%-0.625rem)] lg:mx-0 lg:w-auto',
            )}
          />
        ))}
      </ul>
    </LandingSection>
  );
}
