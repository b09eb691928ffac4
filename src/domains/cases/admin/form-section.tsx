import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One card of an admin form (the look of `Card`), announced as a region named by its h2. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-ink-200 bg-white shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-3 p-5 pb-4 sm:p-6 sm:pb-4">
        <div className="min-w-0">
          <h2 id={titleId} className="font-display text-lg font-semibold text-ink-950">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-ink-600">{description}</p>}
        </div>
      </div>
      <div className="flex flex-col gap-5 px-5 pb-5 sm:px-6 sm:pb-6">{children}</div>
    </section>
  );
}
