import { LandingSection } from '@/components/site/landing-section';
import { saltoFounders, saltoFoundersSection } from '@/content/salto';

/** The two founders (names are still `{name}` placeholders in the content module). */
export function SaltoFounders() {
  return (
    <LandingSection id="salto-fundadores" copy={saltoFoundersSection} className="bg-ink-50 py-16 sm:py-24">
      <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
        {saltoFounders.map((founder, index) => (
          <li key={index} className="rounded-2xl bg-white p-7 shadow-xs ring-1 ring-ink-200/70 sm:p-8">
            <div className="flex items-center gap-4">
              <span
                aria-hidden
                className="grid size-16 shrink-0 place-items-center rounded-full bg-linear-to-br from-accent-500 to-accent-700 font-display text-xl font-bold text-white"
              >
                {founder.initials}
              </span>
              <div>
                <h3 className="text-xl font-semibold">{founder.name}</h3>
                <p className="text-sm font-medium text-accent-700">{founder.role}</p>
              </div>
            </div>
            <p className="mt-5 text-ink-700">{founder.bio}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
