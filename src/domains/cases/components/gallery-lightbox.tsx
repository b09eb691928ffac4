import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';

import { caseDetail } from '@/content/cases';
import { IMAGE_LAYOUTS, responsiveImage } from '@/lib/responsive-image';
import { cn } from '@/lib/utils';

export interface GalleryLightboxProps {
  images: readonly string[];
  /** The image shown (0-based). */
  index: number;
  onIndexChange: (index: number) => void;
  /** Escape, the close button or a click outside the image. */
  onClose: () => void;
  /** After closing, once focus is free again: put it back where it belongs. */
  onReturnFocus: () => void;
  /** Alternative text of image `i` (0-based). */
  altOf: (index: number) => string;
}

const NAV_BUTTON =
  'grid size-12 place-items-center rounded-full bg-white/10 text-white backdrop-blur transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&_svg]:size-6';

/**
 * Full-screen image viewer of 'Galeria do Projeto' (Radix Dialog: focus kept inside, Escape
 * closes). ← and → (and the buttons) move between images, wrapping around. Loaded on demand.
 */
export default function GalleryLightbox({
  images,
  index,
  onIndexChange,
  onClose,
  onReturnFocus,
  altOf,
}: GalleryLightboxProps) {
  const total = images.length;
  const go = (step: number) => onIndexChange((index + step + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/95 transition-opacity starting:opacity-0" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onReturnFocus();
          }}
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <div className="min-w-0">
              <Dialog.Title className="truncate font-display text-base font-semibold text-white">
                {caseDetail.lightbox.title}
              </Dialog.Title>
              <p aria-live="polite" className="text-sm text-ink-300">
                {caseDetail.lightbox.counter(index + 1, total)}
              </p>
            </div>
            <Dialog.Close aria-label={caseDetail.lightbox.close} className={NAV_BUTTON}>
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{caseDetail.lightbox.hint}</Dialog.Description>

          <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-6 sm:px-20">
            <img
              key={images[index]}
              {...responsiveImage(images[index], IMAGE_LAYOUTS.lightbox)}
              alt={altOf(index)}
              width={800}
              height={800}
              decoding="async"
              className="max-h-full max-w-full rounded-lg object-contain shadow-2xl"
            />
            {total > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label={caseDetail.lightbox.previous}
                  className={cn(NAV_BUTTON, 'absolute top-1/2 left-3 -translate-y-1/2 sm:left-6')}
                >
                  <ChevronLeft aria-hidden="true" />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label={caseDetail.lightbox.next}
                  className={cn(NAV_BUTTON, 'absolute top-1/2 right-3 -translate-y-1/2 sm:right-6')}
                >
                  <ChevronRight aria-hidden="true" />
                </button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
