import { IconTile } from '@/components/site/icon-tile';
import * as agentesIcons from './icons';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { agentesWhy } from '@/content/agentes-de-ia';

/** Why a consultancy: the argument on the left, three points on the right. */
export function AgentesWhy() {
  return (
    <section aria-labelledby="agentes-por-que" className="bg-white py-16 sm:py-24">
      <Container className="grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="agentes-por-que"
            eyebrow={agentesWhy.eyebrow}
            title={agentesWhy.title}
            align="left"
          />
          <div className="mt-6 space-y-4 text-lg text-ink-700">
            {agentesWhy.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <ul className="grid gap-4 self-center">
          {agentesWhy.points.map((point) => (
            <li key={point.title} className="flex gap-5 rounded-2xl border border-ink-200 bg-ink-50/60 p-6">
              <IconTile icon={agentesIcons[point.icon]} className="shrink-0 bg-ink-950 text-accent-400" />
              <div>
                <h3 className="text-lg font-semibold">{point.title}</h3>
                <p className="mt-1.5 text-ink-600">{point.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
