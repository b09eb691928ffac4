import { TriangleAlert } from 'lucide-react';

import type { MediaRow } from '@/lib/media-library';

/** The image's alt text, 'Imagem decorativa', or the 'Sem texto alternativo' warning. */
export function MediaAltText({ media }: { media: Pick<MediaRow, 'alt' | 'decorative'> | null }) {
  if (media?.alt) return <>{media.alt}</>;
  if (media?.decorative) return <span className="text-ink-600 italic">Imagem decorativa</span>;
  return <MissingAltBadge />;
}

/** 'Sem texto alternativo': an image a screen reader cannot describe. */
export function MissingAltBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <TriangleAlert aria-hidden className="size-3.5 shrink-0" />
      Sem texto alternativo
    </span>
  );
}
