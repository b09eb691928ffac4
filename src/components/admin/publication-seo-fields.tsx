import { ImageIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { env } from '@/config/env';
import { seoDefaults } from '@/content/seo';
import { contentSeo } from '@/lib/content-seo';
import { charLength } from '@/lib/text';
import { isStorableHttpUrl } from '@/lib/url';
import { cn } from '@/lib/utils';
import { SEO_LIMITS } from '@/limits/seo';

/**
 * `text` as a search result shows it: whole up to `max` characters, else cut at the last word that
 * fits, with an ellipsis (Google cuts titles near 60 characters and descriptions near 160).
 */
export function cutLikeGoogle(text: string, max: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join('');
  const head = characters.slice(0, max).join('');
  const lastSpace = head.lastIndexOf(' ');
  // A word longer than the rest is cut where the limit falls.
  return `${(lastSpace > 0 ? head.slice(0, lastSpace) : head).trimEnd()} …`;
}

/** The address line of a search result: 'https://salto.com.br › cases › clinica-vida'. */
export function searchResultAddress(siteUrl: string, path: string): string {
  return [siteUrl.replace(/\/+$/, ''), ...path.split('/').filter(Boolean)].join(' › ');
}

/** A share image the browser can show: a site path (the default card) or a valid http(s) URL. */
function previewImage(image: string): string | null {
  const value = image.trim();
  return value.startsWith('/') || isStorableHttpUrl(value) ? value : null;
}

interface SeoTextField {
  registration: UseFormRegisterReturn;
  /** What the field holds now (the counter and the previews follow it). */
  value: string;
  error?: string;
}

interface PublicationSeoFieldsProps {
  seoTitulo: SeoTextField;
  seoDescricao: SeoTextField;
  /** `seo_imagem` as typed or uploaded. */
  seoImagem: string;
  /** The form's own field for `seo_imagem` ("Imagem de compartilhamento"), as its other images are. */
  imageField: ReactNode;
  /**
   * What the page derives when a field is empty (`contentSeo`): the content as typed; `title` when
   * the page's own title is not '{titulo} | {brand}' (a category page's).
   */
  derived: { titulo: string; title?: string; description: string; image: string };
  /**
   * What the derived title, description and image come from, for the hints: 'o subtítulo', 'a
   * imagem destacada' (title: 'o título, seguido do nome do site' unless said; no image: the
   * site's default card).
   */
  sources: { title?: string; description: string; image?: string };
  /** The item's public address, for the search result's address line. */
  path: string;
}

/**
 * "SEO e compartilhamento": the SEO title and description with their counters (a warning past the
 * length search results show, a refusal past the database's maximum), the share image, and live
 * previews of the Google result and the WhatsApp/LinkedIn card, computed by `contentSeo` as the
 * public page computes its tags, so the preview is what will be published.
 */
export function PublicationSeoFields({
  seoTitulo,
  seoDescricao,
  seoImagem,
  imageField,
  derived,
  sources,
  path,
}: PublicationSeoFieldsProps) {
  const id = useId();
  const seo = contentSeo(
    { seo_titulo: seoTitulo.value, seo_descricao: seoDescricao.value, seo_imagem: seoImagem },
    derived,
  );
  return (
    <div className="@container">
      <div className="grid gap-6 @3xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="flex min-w-0 flex-col gap-5">
          <FormField
            label="Título para buscadores"
            error={seoTitulo.error}
            hint={
              <CountedHint
                value={seoTitulo.value}
                recommended={SEO_LIMITS.tituloRecommended}
                max={SEO_LIMITS.tituloMax}
                empty={`Vazio: usa ${sources.title ?? 'o título, seguido do nome do site'}.`}
              />
            }
          >
            {(control) => <Input autoComplete="off" {...control} {...seoTitulo.registration} />}
          </FormField>
          <FormField
            label="Descrição para buscadores"
            error={seoDescricao.error}
            hint={
              <CountedHint
                value={seoDescricao.value}
                recommended={SEO_LIMITS.descricaoRecommended}
                max={SEO_LIMITS.descricaoMax}
                empty={`Vazio: usa ${sources.description}.`}
              />
            }
          >
            {(control) => <Textarea rows={3} {...control} {...seoDescricao.registration} />}
          </FormField>
          <div className="flex flex-col gap-1.5">
            {imageField}
            <p className="text-xs text-ink-600">
              {sources.image
                ? `Vazio: usa ${sources.image}; sem ela, a imagem padrão do site.`
                : 'Vazio: usa a imagem padrão do site.'}{' '}
              Ideal: 1200 × 630 pixels.
            </p>
          </div>
        </div>

        <div className="flex min-w-0 flex-col gap-5">
          <figure aria-labelledby={`${id}-google`} className="flex flex-col gap-2">
            <figcaption id={`${id}-google`} className="text-sm font-medium text-ink-900">
              Prévia no Google
            </figcaption>
            <div className="rounded-lg border border-ink-200 bg-white p-4 font-sans">
              <p className="text-sm text-ink-900">{seoDefaults.siteName}</p>
              <p className="text-xs break-all text-ink-600">{searchResultAddress(env.VITE_SITE_URL, path)}</p>
              <p className="mt-1.5 text-lg leading-snug break-words text-[#1a0dab]">
                {cutLikeGoogle(seo.title, SEO_LIMITS.tituloRecommended)}
              </p>
              <p className="mt-1 text-sm break-words text-[#474747]">
                {cutLikeGoogle(seo.description, SEO_LIMITS.descricaoRecommended)}
              </p>
            </div>
          </figure>

          <figure aria-labelledby={`${id}-card`} className="flex flex-col gap-2">
            <figcaption id={`${id}-card`} className="text-sm font-medium text-ink-900">
              Prévia no WhatsApp e no LinkedIn
            </figcaption>
            <div className="overflow-hidden rounded-lg border border-ink-200 bg-ink-50">
              <CardImage src={previewImage(seo.image ?? seoDefaults.defaultImage)} />
              <div className="flex flex-col gap-0.5 border-t border-ink-200 p-3">
                <p className="text-xs text-ink-600 uppercase">{new URL(env.VITE_SITE_URL).host}</p>
                <p className="line-clamp-2 text-sm font-semibold break-words text-ink-950">{seo.title}</p>
                <p className="line-clamp-2 text-sm break-words text-ink-700">{seo.description}</p>
              </div>
            </div>
          </figure>
        </div>
      </div>
    </div>
  );
}

interface CountedHintProps {
  value: string;
  recommended: number;
  max: number;
  /** What an empty field means. */
  empty: string;
}

/** The hint of an SEO text field: what empty means (or a warning) and the count, e.g. '42/60'. */
function CountedHint({ value, recommended, max, empty }: CountedHintProps) {
  const count = charLength(value.trim());
  const tone = count > max ? 'text-danger-800' : count > recommended ? 'text-accent-800' : undefined;
  const note =
    count > max
      ? `Máximo de ${max} caracteres.`
      : count > recommended
        ? `Acima de ${recommended} caracteres o Google costuma cortar o texto.`
        : count === 0
          ? empty
          : `Recomendado: até ${recommended} caracteres.`;
  return (
    <span className={cn('flex justify-between gap-3', tone && `font-medium ${tone}`)}>
      <span>{note}</span>
      <span className="shrink-0 tabular-nums">
        {count}/{recommended}
      </span>
    </span>
  );
}

/** The card's 1.91:1 image, or an icon when there is none that loads. */
function CardImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className="flex aspect-[1.91/1] w-full items-center justify-center overflow-hidden bg-ink-100">
      {src && failed !== src ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(src)} />
      ) : (
        <ImageIcon aria-hidden="true" className="size-8 text-ink-400" />
      )}
    </div>
  );
}
