import * as saltoIcons from './icons';
import { Container } from '@/components/ui/container';
import { saltoStats } from '@/content/salto';

/** The four figures (8 módulos, 500+, 6 meses, 7 dias), overlapping the hero's bottom edge. */
export function SaltoStats() {
  return (
    <section aria-label="O SALTO em números" className="relative z-10 -mt-16 sm:-mt-20">
      <Container>
        <ul className="grid grid-cols-2 overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-xl shadow-ink-950/5 lg:grid-cols-4">
          {saltoStats.map((stat, index) => {
            const Icon = saltoIcons[stat.icon];
            return (
              <li
                key={stat.label}
                className={
                  'flex flex-col items-center gap-1 border-ink-100 px-4 py-6 text-center sm:py-8 ' +
                  (index % 2 === 1 ? 'border-l ' : '') +
                  (index >= 2 ? 'border-t lg:border-t-0 ' : '') +
                  (index === 2 ? 'lg:border-l' : '')
                }
              >
                <Icon aria-hidden className="mb-2 size-6 text-accent-700" />
                <p className="font-display text-3xl font-extrabold tracking-tight text-ink-950 sm:text-4xl">
                  {stat.value}
                </p>
                <p className="text-sm text-ink-600">{stat.label}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
