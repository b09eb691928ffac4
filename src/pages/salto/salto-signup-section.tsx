import type { ReactNode } from 'react';

import { Container } from '@/components/ui/container';
import { saltoForm } from '@/content/salto';

import { SaltoInclusions } from './salto-inclusions';

/** Id of the 'Iniciar Inscrição' heading: name the form with `aria-labelledby`. */
export const SALTO_SIGNUP_HEADING_ID = 'salto-inscricao';

/**
 * The signup section (`#salto-form`, target of every 'Quero Fazer o Salto'): heading
 * 'Iniciar Inscrição' and the card around the form, which the route passes as `children`.
 */
export function SaltoSignupSection({ children }: { children: ReactNode }) {
  return (
    <section
      id={saltoForm.id}
      tabIndex={-1}
      aria-labelledby={SALTO_SIGNUP_HEADING_ID}
      className="scroll-mt-20 bg-linear-to-b from-white to-ink-50 py-16 outline-none sm:py-24"
    >
      <Container className="grid gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:items-start lg:gap-16">
        <div className="lg:pt-6">
          <h2 id={SALTO_SIGNUP_HEADING_ID} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {saltoForm.title}
          </h2>
          <p className="mt-4 text-lg text-ink-600">{saltoForm.subtitle}</p>
          <SaltoInclusions className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-1" align="center" />
        </div>
        <div className="rounded-3xl border border-ink-200 bg-white p-6 shadow-xl shadow-ink-950/5 sm:p-8">
          {children}
        </div>
      </Container>
    </section>
  );
}
