import { useId, type ReactNode } from 'react';

/** A titled part of a lead's details ('Funil', 'Notas', 'Contato'…). */
export function DetailsSection({
  title,
  count,
  children,
}: {
  title: string;
  /** How many items the section lists, beside its title. */
  count?: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h3 id={id} className="mb-2 text-xs font-semibold tracking-wide text-ink-600 uppercase">
        {count === undefined ? (
          title
        ) : (
          <>
            {title} <span className="font-normal">({count})</span>
          </>
        )}
      </h3>
      {children}
    </section>
  );
}
