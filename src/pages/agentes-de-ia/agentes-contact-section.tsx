import type { ReactNode } from 'react';

import { IconTile } from '@/components/site/icon-tile';
import * as agentesIcons from './icons';
import { Container } from '@/components/ui/container';
import { raioXForm, agentesTakeaways } from '@/content/agentes-de-ia';

/** Id of the form card's title: name the form with `aria-labelledby`. */
export const RAIO_X_HEADING_ID = 'agentes-raio-x';

/**
 * The contact (Raio-X) section, reachable by BOTH anchors the site links to: `#contato` (the section)
 * and `#raio-x-form` (the form card). Left: 'What you leave with'; right: the card around the
 * form, which the route passes as `children`.
 */
export function AgentesContactSection({ children }: { children: ReactNode }) {
  return (
    <section
      id={raioXForm.anchors.alternate}
      aria-labelledby={RAIO_X_HEADING_ID}
      className="scroll-mt-20 bg-linear-to-b from-ink-50 to-white py-16 sm:py-24"
    >
      <Container className="grid gap-8 lg:grid-cols-[0.85fr_1.15fr] lg:items-start lg:gap-12">
        <div className="rounded-3xl bg-ink-950 p-7 text-white sm:p-9 lg:sticky lg:top-24">
          <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {agentesTakeaways.title}
          </h2>
          <p className="mt-3 text-ink-200">{agentesTakeaways.subtitle}</p>
          <ul className="mt-8 space-y-6">
            {agentesTakeaways.items.map((item) => (
              <li key={item.title} className="flex gap-4">
                <IconTile
                  icon={agentesIcons[item.icon]}
                  size="sm"
                  className="shrink-0 bg-accent-500 text-ink-950"
                />
                <div>
                  <h3 className="font-semibold text-white">{item.title}</h3>
                  <p className="mt-1 text-sm text-ink-200">{item.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>

        <div
          id={raioXForm.anchors.primary}
          tabIndex={-1}
          className="scroll-mt-20 rounded-3xl border border-ink-200 bg-white p-6 shadow-xl shadow-ink-950/5 outline-none sm:p-9"
        >
          <h2 id={RAIO_X_HEADING_ID} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {raioXForm.title}
          </h2>
          <p className="mt-3 text-ink-600">{raioXForm.subtitle}</p>
          <div className="mt-8">{children}</div>
        </div>
      </Container>
    </section>
  );
}
