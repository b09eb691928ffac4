import { useQuery } from '@tanstack/react-query';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, ExternalLink, Newspaper } from 'lucide-react';
import { useCallback, useEffect, useId, useSyncExternalStore, type KeyboardEvent } from 'react';

import { ShowcaseSection } from '@/components/content/showcase-section';
import { Spinner } from '@/components/ui/spinner';
import { agentesPress } from '@/content/agentes-de-ia';
import { IMAGE_LAYOUTS, responsiveImage } from '@/lib/responsive-image';
import { isHttpUrl } from '@/lib/url';

import { newsQueryOptions, type NewsItem } from '../api/get-news';

/** Same breakpoint as Tailwind's `md` (mobile is under 768 px). */
const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * 'Na mídia': a grid on desktop (2 columns, 3 on large screens), a carousel on mobile
 * with slides 80 % wide; a spinner while loading; 'Nenhuma notícia cadastrada ainda.' when there is
 * none or on error (logged).
 */
export function PressSection({ className }: { className?: string }) {
  const { data, isPending, isError, error } = useQuery(newsQueryOptions());

  useEffect(() => {
    if (isError) console.error('Erro ao carregar notícias:', error);
  }, [isError, error]);

  return (
    <ShowcaseSection copy={agentesPress} className={className}>
      <div className="mt-12">
        {isPending ? (
          <div className="flex min-h-56 items-center justify-center text-accent-700">
            <Spinner className="size-8 border-[3px]" label={agentesPress.loadingLabel} />
          </div>
        ) : isError || data.length === 0 ? (
          <p className="flex min-h-32 items-center justify-center gap-2 rounded-2xl border border-dashed border-ink-300 px-6 text-center text-ink-600">
            <Newspaper aria-hidden className="size-5 shrink-0" />
            {agentesPress.emptyOrError}
          </p>
        ) : (
          <PressCarousel items={data} />
        )}
      </div>
    </ShowcaseSection>
  );
}

const noop = () => () => {};

function PressCarousel({ items }: { items: NewsItem[] }) {
  const listId = useId();
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    breakpoints: { [DESKTOP_QUERY]: { active: false } },
  });

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return noop();
      api.on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  const canPrev = useSyncExternalStore(
    subscribe,
    () => api?.canScrollPrev() ?? false,
    () => false,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    () => api?.canScrollNext() ?? items.length > 1,
    () => items.length > 1,
  );
  const selected = useSyncExternalStore(
    subscribe,
    () => api?.selectedScrollSnap() ?? 0,
    () => 0,
  );
  const snapCount = api?.scrollSnapList().length ?? items.length;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!api || window.matchMedia(DESKTOP_QUERY).matches) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      api.scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      api.scrollNext();
    }
  }

  return (
    <div role="region" aria-label={agentesPress.carouselLabel} onKeyDown={onKeyDown}>
      <div ref={viewportRef} className="overflow-hidden md:overflow-visible">
        <ul
          id={listId}
          className="-ml-4 flex touch-pan-y md:ml-0 md:grid md:grid-cols-2 md:gap-6 lg:grid-cols-3"
        >
          {items.map((item) => (
            <li key={item.id} className="min-w-0 flex-[0_0_80%] pl-4 md:pl-0">
              <PressCard item={item} />
            </li>
          ))}
        </ul>
      </div>

      {items.length > 1 && (
        <div className="mt-6 flex items-center justify-center gap-4 md:hidden">
          <CarouselButton step="previous" api={api} controls={listId} disabled={!canPrev} />
          <p
            className="min-w-12 text-center text-sm font-medium text-ink-700 tabular-nums"
            aria-live="polite"
          >
            {selected + 1} / {snapCount}
          </p>
          <CarouselButton step="next" api={api} controls={listId} disabled={!canNext} />
        </div>
      )}
    </div>
  );
}

/** The carousel's two arrows: name, icon and the carousel's method that moves it. */
const STEPS = {
  previous: { label: agentesPress.previousSlide, icon: ChevronLeft, scroll: 'scrollPrev' },
  next: { label: agentesPress.nextSlide, icon: ChevronRight, scroll: 'scrollNext' },
} as const;

interface CarouselButtonProps {
  step: keyof typeof STEPS;
  api: UseEmblaCarouselType[1];
  /** Id of the slides' list. */
  controls: string;
  disabled: boolean;
}

function CarouselButton({ step, api, controls, disabled }: CarouselButtonProps) {
  const { label, icon: Icon, scroll } = STEPS[step];
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      disabled={disabled}
      onClick={() => api?.[scroll]()}
      className="inline-flex size-11 items-center justify-center rounded-full border border-ink-300 bg-white text-ink-900 shadow-xs transition-colors hover:bg-ink-50 disabled:opacity-40"
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}

function PressCard({ item }: { item: NewsItem }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-xs transition-shadow hover:shadow-lg">
      <div className="flex h-12 items-center">
        {item.imagem ? (
          // Decorative: the portal is not named in the data; the headline carries the information.
          <img
            {...responsiveImage(item.imagem, IMAGE_LAYOUTS.pressLogo)}
            alt=""
            width={160}
            height={48}
            loading="lazy"
            decoding="async"
            className="h-12 w-40 object-contain object-left"
          />
        ) : (
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-ink-100 text-ink-600">
            <Newspaper aria-hidden className="size-6" />
          </span>
        )}
      </div>
      <h3 className="mt-5 line-clamp-4 font-display text-lg leading-snug font-semibold text-ink-950">
        {item.titulo}
      </h3>
      {isHttpUrl(item.link_externo) && (
        <div className="mt-auto pt-5">
          <a
            href={item.link_externo}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-accent-700 underline-offset-4 hover:text-accent-800 hover:underline"
          >
            {agentesPress.readMoreLabel}
            {/* In the text itself (not only aria-label), so crawlers see a descriptive link too. */}
            <span className="sr-only">
              : {item.titulo} {agentesPress.readMoreA11ySuffix}
            </span>
            <ExternalLink aria-hidden className="size-4" />
          </a>
        </div>
      )}
    </article>
  );
}
