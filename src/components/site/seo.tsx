import { env } from '@/config/env';
import { seoDefaults } from '@/content/seo';
import { absoluteUrl, serializeJsonLd, type JsonLd } from '@/lib/json-ld';

export interface SeoProps {
  title: string;
  description: string;
  /** Path of the canonical address, e.g. `/` (the site root) or `/salto`. */
  path: string;
  keywords?: readonly string[];
  /** Social-sharing image: a site path or an absolute URL; defaults to `seoDefaults.defaultImage`. */
  image?: string | null;
  imageAlt?: string;
  /** Open Graph type: `article` for insights. */
  type?: 'website' | 'article';
  /** Admin pages, 404: `noindex, nofollow`. */
  noindex?: boolean;
  /** schema.org objects (`src/lib/json-ld.ts`), one `<script type="application/ld+json">` each. */
  jsonLd?: readonly JsonLd[];
}

/**
 * Per-route document metadata with React 19's hoisted `<title>`/`<meta>`/`<link>`, so it is in the
 * prerendered HTML that crawlers (and WhatsApp, LinkedIn, Facebook previews) read. Render exactly
 * one per route: React does not de-duplicate them. Accepts a page's SEO object as is:
 * `<Seo {...saltoSeo} jsonLd={…} />`.
 */
export function Seo({
  title,
  description,
  path,
  keywords,
  image,
  imageAlt,
  type = 'website',
  noindex = false,
  jsonLd = [],
}: SeoProps) {
  const site = env.VITE_SITE_URL;
  const url = absoluteUrl(site, path);
  const imagePath = image || seoDefaults.defaultImage;
  const imageUrl = absoluteUrl(site, imagePath);
  // Our share cards (public/og/*, scripts/generate/generate-og-images.ts) are all 1200×630; other images' size is unknown.
  const ogCard = imagePath.startsWith('/og/');
  const alt = imageAlt ?? (image ? title : seoDefaults.defaultImageAlt);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <meta
        name="robots"
        content={noindex ? 'noindex, nofollow' : 'index, follow, max-image-preview:large'}
      />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={seoDefaults.locale} />
      <meta property="og:site_name" content={seoDefaults.siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {imageUrl.startsWith('https://') && <meta property="og:image:secure_url" content={imageUrl} />}
      {ogCard && <meta property="og:image:width" content={String(seoDefaults.defaultImageWidth)} />}
      {ogCard && <meta property="og:image:height" content={String(seoDefaults.defaultImageHeight)} />}
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content={seoDefaults.twitterCard} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={alt} />
      {jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // Escaped by serializeJsonLd: no `<` can end the element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}
