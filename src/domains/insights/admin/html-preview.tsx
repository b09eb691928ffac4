import { useDeferredValue, useMemo } from 'react';

import { sanitizeHtml } from '@/lib/sanitize-html';
import { cn } from '@/lib/utils';

/** Article-like typography for the sanitised body (headings, lists, links, quotes, images). */
export const articleBodyClasses = cn(
  'text-base leading-relaxed text-ink-800 break-words',
  '[&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink-950 [&_h2:first-child]:mt-0',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink-950',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:text-accent-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-300 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-ink-100 [&_code]:px-1 [&_code]:text-sm [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-ink-950 [&_pre]:p-4 [&_pre]:text-ink-50',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_table]:my-4 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-ink-200 [&_td]:p-2 [&_th]:border [&_th]:border-ink-200 [&_th]:p-2',
);

interface HtmlPreviewProps {
  html: string;
  /** Id of the heading that names the preview region. */
  labelledBy?: string;
}

/**
 * The insight body as the article shows it: sanitised with the site's DOMPurify rules
 * (`sanitizeHtml`) before it reaches the DOM. Typing stays responsive: the preview follows a
 * deferred copy of the text.
 */
export function HtmlPreview({ html, labelledBy }: HtmlPreviewProps) {
  const deferred = useDeferredValue(html);
  const clean = useMemo(() => sanitizeHtml(deferred), [deferred]);
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : 'Pré-visualização do conteúdo'}
      data-testid="insight-preview"
      // A link in the preview must not leave the form (and lose what was typed).
      onClickCapture={(event) => {
        if ((event.target as Element).closest('a')) event.preventDefault();
      }}
      className="min-h-24 rounded-lg border border-dashed border-ink-200 bg-ink-50/50 p-4 sm:p-5"
    >
      {clean.trim() === '' ? (
        <p className="text-sm text-ink-600">O conteúdo aparecerá aqui enquanto você digita.</p>
      ) : (
        // Sanitised above (sanitizeHtml): no scripts, event handlers, styles or unsafe links.
        <div className={articleBodyClasses} dangerouslySetInnerHTML={{ __html: clean }} />
      )}
    </div>
  );
}
