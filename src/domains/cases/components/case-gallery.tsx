import { Expand } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

import { TitledSection } from '@/components/content/titled-section';
import { caseDetail } from '@/content/cases';
import { altFor, type ImageDescriptions } from '@/lib/image-descriptions';
import { IMAGE_LAYOUTS, responsiveImage } from '@/lib/responsive-image';

const loadLightbox = () => import('./gallery-lightbox');
const GalleryLightbox = lazy(loadLightbox);

interface CaseGalleryProps {
  images: readonly string[];
  caseTitle: string;
  /** The library's descriptions (alt text) of the images. */
  descriptions?: ImageDescriptions;
}

/**
 * 'Galeria do Projeto': a grid of thumbnails; each one is a button that opens the lightbox
 * (loaded on the first hover, focus or click). On close, focus goes back to the thumbnail of the
 * last image shown.
 */
export function CaseGallery({ images, caseTitle, descriptions }: CaseGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const lastShown = useRef(0);
  const show = (index: number | null) => {
    if (index !== null) lastShown.current = index;
    setOpen(index);
  };
  const total = images.length;
  const altOf = (index: number) =>
    altFor(descriptions, images[index], caseDetail.galleryImageAlt(caseTitle, index + 1, total));

  return (
    <TitledSection
      title={caseDetail.galleryTitle}
      titleClassName="text-2xl font-bold tracking-tight sm:text-3xl"
    >
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {images.map((src, index) => (
          <li key={`${index}-${src}`}>
            <button
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              aria-label={caseDetail.galleryOpen(index + 1, total)}
              aria-haspopup="dialog"
              onPointerEnter={loadLightbox}
              onFocus={loadLightbox}
              onClick={() => show(index)}
              className="group relative block aspect-square w-full overflow-hidden rounded-xl bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
            >
              <img
                {...responsiveImage(src, IMAGE_LAYOUTS.gallery)}
                alt={altOf(index)}
                width={800}
                height={800}
                loading="lazy"
                decoding="async"
                className="size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
              />
              <span
                aria-hidden="true"
                className="absolute inset-0 grid place-items-center bg-ink-950/0 text-white opacity-0 transition group-hover:bg-ink-950/35 group-hover:opacity-100 group-focus-visible:bg-ink-950/35 group-focus-visible:opacity-100"
              >
                <Expand className="size-7" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={images}
            index={open}
            onIndexChange={show}
            altOf={altOf}
            onClose={() => show(null)}
            onReturnFocus={() => buttons.current[lastShown.current]?.focus()}
          />
        </Suspense>
      )}
    </TitledSection>
  );
}
