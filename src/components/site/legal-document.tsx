import { CalendarDays, ChevronDown, ExternalLink, List } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Container } from '@/components/ui/container';
import { raioXCta } from '@/content/navigation';
import type { LegalDocument, PageSeo } from '@/content/types';
import { pageBreadcrumbJsonLd } from '@/lib/page-json-ld';
import { cn } from '@/lib/utils';

import { Breadcrumb } from '../content/breadcrumb';
import { Seo } from './seo';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Plain text with its e-mail addresses turned into mailto links. */
function withEmailLinks(text: string): ReactNode {
  const parts = text.split(EMAIL);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <a
        key={index}
        href={`mailto:${part}`}
        className="rounded-sm font-medium text-accent-800 underline decoration-accent-300 underline-offset-4 hover:decoration-accent-700"
      >
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

function TocList({ document, className }: { document: LegalDocument; className?: string }) {
  return (
    <ol className={cn('space-y-0.5 text-sm', className)}>
      {document.sections.map((section) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="block rounded-md px-3 py-1.5 text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-950"
          >
            {section.heading}
          </a>
        </li>
      ))}
    </ol>
  );
}

interface LegalDocumentViewProps {
  document: LegalDocument;
  /** Breadcrumb label of this page. */
  breadcrumbLabel: string;
  /** ISO date of the last update, for `<time dateTime>`. */
  lastUpdatedIso: string;
}

/**
 * A legal page (privacy policy, terms of use): its metadata with the breadcrumb JSON-LD, the site
 * header with 'Cultura' among the links, the document, and the footer with the legal entity.
 */
export function LegalPage({ seo, ...view }: LegalDocumentViewProps & { seo: PageSeo }) {
  return (
    <>
      <Seo {...seo} jsonLd={pageBreadcrumbJsonLd(seo, view.breadcrumbLabel)} />
      <SiteHeader showCultura ctaHref={raioXCta.hrefFromContentPages} />
      <main id="conteudo">
        <LegalDocumentView {...view} />
      </main>
      <SiteFooter showLegalEntity />
    </>
  );
}

/**
 * A legal text: breadcrumb, title, last update, intro, a table of contents linking each section
 * id, and the sections.
 */
function LegalDocumentView({ document, breadcrumbLabel, lastUpdatedIso }: LegalDocumentViewProps) {
  return (
    <>
      <div className="border-b border-ink-200/70 bg-gradient-to-b from-ink-50 to-white">
        <Container className="pt-8 pb-12 sm:pt-10 sm:pb-16">
          <Breadcrumb items={[{ label: breadcrumbLabel }]} />
          <h1 className="mt-8 font-display text-4xl font-extrabold tracking-tight text-ink-950 sm:text-5xl">
            {document.title}
          </h1>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full border border-ink-200 bg-white px-3 py-1 text-sm text-ink-700">
            <CalendarDays aria-hidden="true" className="size-4 text-accent-700" />
            <span>
              Última atualização: <time dateTime={lastUpdatedIso}>{document.lastUpdated}</time>
            </span>
          </p>
          <p className="mt-6 max-w-3xl text-base text-pretty text-ink-700 sm:text-lg">
            {withEmailLinks(document.intro)}
          </p>
        </Container>
      </div>

      <Container className="py-12 sm:py-16">
        <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-14">
          <aside className="hidden lg:block">
            <nav
              aria-label="Sumário"
              className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto pb-4"
            >
              <p className="px-3 text-xs font-semibold tracking-widest text-ink-500 uppercase">Sumário</p>
              <TocList document={document} className="mt-3" />
            </nav>
          </aside>

          <details className="group mb-10 rounded-xl border border-ink-200 bg-ink-50/60 lg:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3.5 font-semibold text-ink-950 [&::-webkit-details-marker]:hidden">
              <span className="inline-flex items-center gap-2">
                <List aria-hidden="true" className="size-4 text-accent-700" />
                Sumário
              </span>
              <span className="inline-flex items-center gap-2 text-sm font-medium text-ink-600">
                <span className="group-open:hidden">{document.sections.length} seções</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </span>
            </summary>
            <nav aria-label="Sumário" className="border-t border-ink-200 px-1 py-3">
              <TocList document={document} />
            </nav>
          </details>

          <article className="max-w-[72ch]">
            {document.sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-titulo`}
                className={cn('scroll-mt-24', index > 0 && 'mt-12 border-t border-ink-100 pt-12')}
              >
                <h2
                  id={`${section.id}-titulo`}
                  className="font-display text-2xl font-bold tracking-tight text-ink-950"
                >
                  {section.heading}
                </h2>
                <div className="mt-5 space-y-4 text-base/7 text-pretty text-ink-700">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{withEmailLinks(paragraph)}</p>
                  ))}
                </div>
                {section.items && (
                  <ul className="mt-5 space-y-3 text-base/7 text-ink-700">
                    {section.items.map((item) => (
                      <li key={item} className="relative pl-6">
                        <span
                          aria-hidden="true"
                          className="absolute top-[0.7rem] left-1 size-1.5 rounded-full bg-accent-500"
                        />
                        {withEmailLinks(item)}
                      </li>
                    ))}
                  </ul>
                )}
                {section.links && (
                  <ul className="mt-5 flex flex-wrap gap-3">
                    {section.links.map((link) => {
                      const classes =
                        'inline-flex items-center gap-1.5 rounded-md font-semibold text-accent-800 underline decoration-accent-300 underline-offset-4 hover:decoration-accent-700';
                      return (
                        <li key={link.href}>
                          {link.external ? (
                            <a href={link.href} target="_blank" rel="noopener noreferrer" className={classes}>
                              {link.label}
                              <ExternalLink aria-hidden="true" className="size-4" />
                              <span className="sr-only"> (abre em nova aba)</span>
                            </a>
                          ) : (
                            <Link to={link.href} className={classes}>
                              {link.label}
                            </Link>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </section>
            ))}
          </article>
        </div>
      </Container>
    </>
  );
}
