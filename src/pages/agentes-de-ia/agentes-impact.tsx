import { Container } from '@/components/ui/container';
import { agentesImpact } from '@/content/agentes-de-ia';
import { cn } from '@/lib/utils';

import { agentesIcons } from './icons';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * The five static impact cards. On a 6-column grid each card spans 2, so the last row of two is
 * centred (3 + 2 on large screens, 2 + 2 + 1 on tablets).
 */
export function AgentesImpact() {
  return (
    <section aria-labelledby="agentes-impacto" className="bg-white py-16 sm:py-24">
      <Container>
        <SectionHeading id="agentes-impacto" eyebrow={agentesImpact.eyebrow} title={agentesImpact.title} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-6 lg:gap-6">
          {agentesImpact.items.map((item, index) => {
            const Icon = agentesIcons[item.icon];
            return (
              <li
                key={item.title}
                className={cn(
                  'rounded-2xl border border-ink-200 bg-white p-6 transition-shadow hover:shadow-md sm:p-7 lg:col-span-2',
                  index === 3 && 'lg:col-start-2',
                  index === 4 && 'sm:col-span-2 sm:mx-auto sm:w-[calc(50%-0.625rem)] lg:mx-0 lg:w-auto',
                )}
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-linear-to-br from-accent-500 to-accent-700 text-white">
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
