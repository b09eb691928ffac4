import { ArrowRight, Sparkles } from 'lucide-react';
import { useId, useMemo, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate, type NavigateFunction } from 'react-router';

import { BackLink } from '@/components/content/back-link';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { CoverImage } from '@/components/content/cover-image';
import { PublishedDate } from '@/components/content/published-date';
import { GradientBackdrop } from '@/components/site/gradient-backdrop';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { categoryPath, INSIGHTS_PATH } from '@/config/content-paths';
import { insightArticle } from '@/content/insights';
import { IMAGE_LAYOUTS } from '@/lib/responsive-image';
import { altFor, type ImageDescriptions } from '@/lib/image-descriptions';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { withVideoFrames } from '@/lib/video-embed';

import type { Insight } from '../api/row-schemas';

/**
 * An insight article: breadcrumb, back link, category badge, title, date, description,
 * image, the body (stored HTML, sanitised with DOMPurify before rendering, videos as click-to-load
 * posters) styled as prose, then what the page puts under it (`after`: 'Leia também') and the
 * call-to-action block. Render inside `<main>`.
 */
export function InsightArticle({
  insight,
  after,
}: {
  insight: Insight & { images?: ImageDescriptions };
  after?: ReactNode;
}) {
  const category = insight.categoria;
  const body = useMemo(() => withVideoFrames(sanitizeHtml(insight.conteudo)), [insight.conteudo]);
  const navigate = useNavigate();
  const backHref = category ? categoryPath(category.slug) : INSIGHTS_PATH;
  const backLabel = category ? insightArticle.backToCategory(category.nome) : insightArticle.backToList;

  return (
    <>
      <article>
        <header className="relative isolate overflow-hidden border-b border-ink-200/70 bg-ink-50">
          <GradientBackdrop className="bg-[radial-gradient(48rem_24rem_at_100%_0%,var(--color-accent-100),transparent_70%)]" />
          <Container className="pt-8 pb-12 sm:pt-10 sm:pb-14">
            <Breadcrumb
              items={[
                { label: insightArticle.breadcrumbParent, href: INSIGHTS_PATH },
                ...(category ? [{ label: category.nome, href: categoryPath(category.slug) }] : []),
                { label: insight.titulo },
              ]}
            />
            <div className="mx-auto mt-8 max-w-3xl sm:mt-10">
              <BackLink to={backHref}>{backLabel}</BackLink>
              <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
                {category && (
                  <Badge variant="accent" className="px-3 py-1">
                    {category.nome}
                  </Badge>
                )}
                <PublishedDate
                  date={insight.data_publicacao}
                  label={insightArticle.publishedOn}
                  className="text-sm"
                />
              </div>
              <h1 className="mt-4 font-display text-4xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-5xl">
                {insight.titulo}
              </h1>
              {insight.descricao && (
                <p className="mt-5 text-lg text-pretty text-ink-700 sm:text-xl">{insight.descricao}</p>
              )}
            </div>
          </Container>
        </header>

        <Container className="py-12 sm:py-16">
          <div className="mx-auto max-w-3xl">
            {insight.imagem && (
              <div className="mb-10 overflow-hidden rounded-2xl bg-ink-100 shadow-lg ring-1 ring-ink-950/5 sm:mb-12">
                <CoverImage
                  src={insight.imagem}
                  alt={altFor(insight.images, insight.imagem, '')}
                  layout={IMAGE_LAYOUTS.articleCover}
                  priority
                  className="aspect-video"
                />
              </div>
            )}
            <div
              className="prose-article"
              onClick={(event) => followInternalLink(event, navigate)}
              dangerouslySetInnerHTML={{ __html: body }}
            />
          </div>
        </Container>
      </article>
      {after}

      <ArticleCta />
    </>
  );
}

/** A plain click on a same-site link of the body navigates in the app instead of reloading it. */
function followInternalLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element).closest('a');
  if (!anchor?.href || anchor.target || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
}

function ArticleCta() {
  const headingId = useId();
  const cta = insightArticle.cta;
  return (
    <aside aria-labelledby={headingId} className="pb-16 sm:pb-20">
      <Container>
        <div className="relative isolate mx-auto max-w-3xl overflow-hidden rounded-3xl bg-ink-950 px-6 py-10 sm:px-12 sm:py-12">
          <GradientBackdrop className="bg-[radial-gradient(30rem_16rem_at_100%_0%,color-mix(in_oklch,var(--color-accent-500)_35%,transparent),transparent_70%)]" />
          <p className="inline-flex items-center gap-2 text-sm font-bold tracking-wide text-accent-300 uppercase">
            <Sparkles aria-hidden="true" className="size-4" />
            {cta.eyebrow}
          </p>
          <h2 id={headingId} className="mt-3 text-2xl font-extrabold tracking-tight text-white sm:text-3xl">
            {cta.title}
          </h2>
          <p className="mt-4 text-base text-pretty text-ink-200 sm:text-lg">{cta.description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={cta.href} className={buttonClasses('primary', 'lg', 'group whitespace-normal')}>
              {cta.buttonLabel}
              <ArrowRight
                aria-hidden="true"
                className="transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
              />
            </Link>
            <Link to={cta.secondaryHref} className={buttonClasses('outline-light', 'lg')}>
              {cta.secondaryLabel}
            </Link>
          </div>
        </div>
      </Container>
    </aside>
  );
}
