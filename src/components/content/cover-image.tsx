import { preload } from 'react-dom';

import { responsiveImage, type ImageLayout } from '@/lib/responsive-image';
import { cn } from '@/lib/utils';

interface CoverImageProps {
  src: string;
  /** Where it is shown (`IMAGE_LAYOUTS`): the sizes rendered for it and its box's proportions. */
  layout: ImageLayout & { aspectRatio: number };
  /**
   * The page's likely LCP image: preloaded from the document's head and loaded at once, both with
   * high priority; otherwise lazy.
   */
  priority?: boolean;
  /** What the image shows (the media library's alt text); '' for a decorative cover. */
  alt?: string;
  className?: string;
}

/**
 * The cover of a case or an article, filling its frame. Decorative (`alt=""`) unless given its
 * alt text: on a card the title beside it already says what the case or the article is.
 */
export function CoverImage({ src, layout, priority = false, alt = '', className }: CoverImageProps) {
  const image = responsiveImage(src, layout);
  if (priority) {
    preload(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: 'high',
    });
  }
  const width = layout.widths[layout.widths.length - 1];
  return (
    <img
      {...image}
      alt={alt}
      width={width}
      height={Math.round(width / layout.aspectRatio)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={cn('size-full object-cover', className)}
    />
  );
}
