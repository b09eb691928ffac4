import { EyeOff } from 'lucide-react';

import { Container } from '@/components/ui/container';
import { formatSaoPauloDateTime } from '@/lib/dates';
import { publicationState, type PublicationStatus } from '@/lib/publication';

/**
 * What the preview banner says about a case or an article that visitors cannot see (staff open
 * drafts and scheduled items at their public address); null for a public one. A page with a
 * notice is a preview: it carries the banner and is `noindex`.
 */
export function previewNotice(
  item: { status: PublicationStatus; publicado_em: string },
  now?: Date,
): string | null {
  switch (publicationState(item, now)) {
    case 'rascunho':
      return 'Pré-visualização: este rascunho não está publicado.';
    case 'agendado':
      return `Pré-visualização: agendado para ${formatSaoPauloDateTime(item.publicado_em)}; ainda não está visível ao público.`;
    case 'publicado':
      return null;
  }
}

/**
 * What the preview banner says of a public item shown with its pending changes (staff see them at
 * its public address until they are published): never what visitors see.
 */
export function stagedNotice({ publishAt }: { publishAt: string | null }): string {
  return publishAt
    ? `Pré-visualização: alterações pendentes, com publicação agendada para ${formatSaoPauloDateTime(publishAt)}; o público ainda vê a versão publicada.`
    : 'Pré-visualização: alterações pendentes, ainda não publicadas; o público vê a versão publicada.';
}

/** The band across the top of a preview, saying the page is not public (announced once, politely). */
export function PreviewBanner({ notice }: { notice: string }) {
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-100 text-amber-950">
      <Container className="flex items-start gap-3 py-3 text-sm font-semibold sm:items-center">
        <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800 sm:mt-0" />
        <p>{notice}</p>
      </Container>
    </div>
  );
}
