import { LandingSection } from '@/components/site/landing-section';
import { saltoModules, saltoModulesSection } from '@/content/salto';

/** The 8 modules, as an ordered list of cards. */
export function SaltoModules() {
  return (
    <LandingSection id="salto-modulos" copy={saltoModulesSection} className="bg-white py-16 sm:py-24">
      <ol className="mt-12 grid gap-5 md:grid-cols-2 lg:gap-6">
        {saltoModules.map((module) => (
          <li
            key={module.numero}
            className="group relative flex gap-5 overflow-hidden rounded-2xl border border-ink-200 bg-white p-6 transition-colors hover:border-accent-300 sm:p-7"
          >
            <span
              aria-hidden
              className="font-display text-4xl leading-none font-extrabold text-accent-700 tabular-nums sm:text-5xl"
            >
              {String(module.numero).padStart(2, '0')}
            </span>
            <div>
              <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
                {saltoModulesSection.moduleLabel} {module.numero}
              </p>
              <h3 className="mt-1 text-lg leading-snug font-semibold">{module.titulo}</h3>
              <p className="mt-2 text-ink-600">{module.descricao}</p>
            </div>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
