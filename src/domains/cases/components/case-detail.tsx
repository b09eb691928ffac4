import { Bot, CalendarDays, ExternalLink, Quote, Star } from 'lucide-react';
import { useId } from 'react';

import { BackLink } from '@/components/content/back-link';
import { CoverImage } from '@/components/content/cover-image';
import { TitledSection } from '@/components/content/titled-section';
import { GradientBackdrop } from '@/components/site/gradient-backdrop';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { CASES_PATH } from '@/config/content-paths';
import { caseDetail } from '@/content/cases';
import { agentButtonLabel } from '@/lib/agent-link';
import { formatLongDate } from '@/lib/dates';
import { altFor, type ImageDescriptions } from '@/lib/image-descriptions';
import { IMAGE_LAYOUTS, responsiveImage } from '@/lib/responsive-image';
import { hasVisibleContent, sanitizeHtml } from '@/lib/sanitize-html';
import { initialOf } from '@/lib/text';
import { videoPosterDocument, withVideoFrames } from '@/lib/video-embed';
import { toVideoEmbedUrl, youTubeVideoId } from '@/lib/video-url';

import type { Case, CaseNiche } from '../api/case-schema';
import { CaseGallery } from './case-gallery';

interface CaseDetailProps {
  item: Case & { images?: ImageDescriptions };
  niches: readonly CaseNiche[];
}

/**
 * /cases/{slug}: back link, niche and 'Destaque' badges, title, subtitle, date, the
 * AI-agent button, cover image; then the video (recognised YouTube links only), the numbered
 * sections that exist, the gallery and the testimonial. Render inside `<main>`.
 */
export function CaseDetail({ item, niches }: CaseDetailProps) {
  const video = caseVideo(item.video_url);
  const sections = (
    [
      ['problema', caseDetail.sections.problema, item.problema],
      ['solucao', caseDetail.sections.solucao, item.solucao],
      ['resultados', caseDetail.sections.resultados, item.resultados],
    ] as const
  )
    .map(([key, title, html]) => ({ key, title, html: withVideoFrames(sanitizeHtml(html)) }))
    .filter((section) => hasVisibleContent(section.html));
  const gallery = (item.galeria ?? []).filter(Boolean);

  return (
    <article>
      <header className="relative isolate overflow-hidden border-b border-ink-200/70 bg-ink-50">
        <GradientBackdrop className="bg-[radial-gradient(48rem_26rem_at_100%_0%,var(--color-accent-100),transparent_70%)]" />
        <Container className="pt-6 pb-12 sm:pt-8 sm:pb-16">
          <BackLink to={CASES_PATH}>{caseDetail.backLabel}</BackLink>

          <div className="mt-8 grid items-center gap-10 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-14">
            <div>
              {(niches.length > 0 || item.destaque) && (
                <ul className="flex flex-wrap gap-2">
                  {item.destaque && (
                    <li>
                      <Badge variant="dark" className="px-3 py-1">
                        <Star aria-hidden="true" className="fill-accent-400 text-accent-400" />
                        {caseDetail.featured}
                      </Badge>
                    </li>
                  )}
                  {niches.map((niche) => (
                    <li key={niche.id}>
                      <Badge variant="accent" className="px-3 py-1">
                        {niche.nome}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
              <h1 className="mt-5 font-display text-4xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-5xl">
                {item.titulo}
              </h1>
              <p className="mt-5 text-lg text-pretty text-ink-700 sm:text-xl">{item.subtitulo}</p>
              <p className="mt-5 inline-flex items-center gap-2 text-sm text-ink-600">
                <CalendarDays aria-hidden="true" className="size-4 text-accent-700" />
                <span>
                  {caseDetail.publishedOn}{' '}
                  <time dateTime={item.data_publicacao}>{formatLongDate(item.data_publicacao)}</time>
                </span>
              </p>
              {item.agente_ia_url && (
                <div className="mt-8">
                  <a
                    href={item.agente_ia_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses('primary', 'lg', 'group')}
                  >
                    <Bot aria-hidden="true" />
                    {agentButtonLabel(item.agente_ia_url, caseDetail.agentButton)}
                    <ExternalLink aria-hidden="true" />
                    <span className="sr-only"> {caseDetail.newTab}</span>
                  </a>
                </div>
              )}
            </div>

            {item.imagem_destacada && (
              <div className="overflow-hidden rounded-2xl bg-ink-100 shadow-xl ring-1 ring-ink-950/5">
                <CoverImage
                  src={item.imagem_destacada}
                  alt={altFor(item.images, item.imagem_destacada, '')}
                  layout={IMAGE_LAYOUTS.caseCover}
                  priority
                  className="aspect-video"
                />
              </div>
            )}
          </div>
        </Container>
      </header>

      <Container className="py-14 sm:py-20">
        <div className="mx-auto max-w-3xl space-y-16 sm:space-y-20">
          {video && <CaseVideo poster={video} caseTitle={item.titulo} />}

          {sections.length > 0 && (
            <div className="space-y-14">
              {sections.map((section, index) => (
                <CaseSection key={section.key} number={index + 1} title={section.title} html={section.html} />
              ))}
            </div>
          )}

          {gallery.length > 0 && (
            <CaseGallery images={gallery} caseTitle={item.titulo} descriptions={item.images} />
          )}

          {item.depoimento_texto?.trim() && (
            <CaseTestimonial
              text={item.depoimento_texto.trim()}
              name={item.depoimento_nome}
              role={item.depoimento_cargo}
              photo={item.depoimento_foto}
              photoAlt={item.depoimento_foto ? altFor(item.images, item.depoimento_foto, '') : ''}
            />
          )}
        </div>
      </Container>
    </article>
  );
}

/** The poster document of the case's YouTube video (from its start time, if the link has one), else null. */
function caseVideo(url: string | null): string | null {
  const id = youTubeVideoId(url);
  if (!id) return null;
  const start = Number(new URL(toVideoEmbedUrl(url)!).searchParams.get('start')) || undefined;
  return videoPosterDocument('youtube', id, start);
}

/** The video as a click-to-load poster (src/lib/video-embed.ts): nothing from YouTube before the click. */
function CaseVideo({ poster, caseTitle }: { poster: string; caseTitle: string }) {
  return (
    <TitledSection
      title={caseDetail.videoTitle}
      titleClassName="text-2xl font-bold tracking-tight sm:text-3xl"
    >
      <div className="mt-6 aspect-video overflow-hidden rounded-2xl bg-ink-950 shadow-lg">
        <iframe
          srcDoc={poster}
          title={caseDetail.videoFrameTitle(caseTitle)}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full border-0"
        />
      </div>
    </TitledSection>
  );
}

/** A numbered section; `html` is already sanitised. */
function CaseSection({ number, title, html }: { number: number; title: string; html: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-[4.5rem_minmax(0,1fr)] sm:gap-6">
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-2xl bg-accent-100 font-display text-xl font-extrabold text-accent-800 sm:size-16 sm:text-2xl"
      >
        {String(number).padStart(2, '0')}
      </span>
      <div>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:pt-3 sm:text-3xl">
          {title}
        </h2>
        <div className="prose-article mt-4 text-pretty" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </section>
  );
}

interface CaseTestimonialProps {
  text: string;
  name: string | null;
  role: string | null;
  photo: string | null;
  /** The library's alt text of the photo; '' (decorative) when it has none: the name is beside it. */
  photoAlt: string;
}

function CaseTestimonial({ text, name, role, photo, photoAlt }: CaseTestimonialProps) {
  return (
    <TitledSection title={caseDetail.testimonialTitle} titleClassName="sr-only">
      <figure className="relative isolate overflow-hidden rounded-3xl bg-ink-950 px-6 py-10 text-white sm:px-12 sm:py-14">
        <GradientBackdrop className="bg-[radial-gradient(30rem_16rem_at_0%_0%,color-mix(in_oklch,var(--color-accent-500)_30%,transparent),transparent_70%)]" />
        <Quote aria-hidden="true" className="size-10 fill-accent-500 text-accent-500" />
        <blockquote className="mt-6 font-display text-xl leading-relaxed font-semibold text-pretty sm:text-2xl sm:leading-relaxed">
          <p>“{text}”</p>
        </blockquote>
        <figcaption className="mt-8 flex items-center gap-4">
          {photo ? (
            <img
              {...responsiveImage(photo, IMAGE_LAYOUTS.avatar)}
              alt={photoAlt}
              width={56}
              height={56}
              loading="lazy"
              decoding="async"
              className="size-14 shrink-0 rounded-full object-cover ring-2 ring-white/20"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-14 shrink-0 place-items-center rounded-full bg-accent-500 font-display text-xl font-extrabold text-ink-950"
            >
              {initialOf(name, caseDetail.testimonialFallbackInitial)}
            </span>
          )}
          {(name || role) && (
            <div className="min-w-0">
              {name && <p className="font-semibold text-white">{name}</p>}
              {role && <p className="text-sm text-ink-300">{role}</p>}
            </div>
          )}
        </figcaption>
      </figure>
    </TitledSection>
  );
}
