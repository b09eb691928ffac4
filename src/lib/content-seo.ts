/**
 * The search and share metadata of a case, an article or a category: its SEO fields when an editor
 * set them, else what the page derives from its content. ONE rule for the public page's `<Seo>` and
 * the admin form's previews (Google result, WhatsApp/LinkedIn card).
 */
import { seoDefaults } from '@/content/seo';

export interface SeoFields {
  seo_titulo: string | null;
  seo_descricao: string | null;
  seo_imagem: string | null;
}

export interface ContentSeo {
  /**
   * The whole `<title>` (and og:title): an SEO title as written, else the page's own (`derived.title`),
   * else `{titulo} | {brand}`.
   */
  title: string;
  description: string;
  /** A site path or absolute URL; null: the site's default share card. */
  image: string | null;
}

export function contentSeo(
  fields: SeoFields,
  derived: {
    titulo: string;
    /** The whole title the page uses when it is not `{titulo} | {brand}` (a category page's). */
    title?: string;
    description: string | null | undefined;
    image: string | null | undefined;
  },
): ContentSeo {
  return {
    title: fields.seo_titulo?.trim() || derived.title || `${derived.titulo}${seoDefaults.titleSuffix}`,
    description:
      fields.seo_descricao?.trim() || derived.description?.trim() || seoDefaults.defaultDescription,
    image: fields.seo_imagem || derived.image || null,
  };
}
