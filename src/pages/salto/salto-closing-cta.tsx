import { AnchorCta } from '@/components/site/anchor-cta';
import { Container } from '@/components/ui/container';
import { saltoClosingCta } from '@/content/salto';

/** Closing call to action: back to the signup form. */
export function SaltoClosingCta() {
  return (
    <section aria-labelledby="salto-cta-final" className="bg-white py-16 sm:py-24">
      <Container>
        <div
          className="relative isolate overflow-hidden rounded-3xl bg-ink-950 px-6 py-14 text-center sm:px-12 sm:py-20"
          style={{
            backgroundImage:
              'radial-gradient(40rem 20rem at 50% 120%, oklch(0.615 0.2 38 / 0.45), transparent 70%)',
          }}
        >
          <h2
            id="salto-cta-final"
            className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-white sm:text-4xl"
          >
            {saltoClosingCta.title}
          </h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-200">{saltoClosingCta.description}</p>
          <AnchorCta href={saltoClosingCta.href as `#${string}`} className="mt-9">
            {saltoClosingCta.buttonLabel}
          </AnchorCta>
        </div>
      </Container>
    </section>
  );
}
