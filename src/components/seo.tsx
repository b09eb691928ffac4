import { env } from '@/config/env';

interface SeoProps {
  title: string;
  description: string;
  /** Path of the canonical address, e.g. `/` or `/salto`. */
  path: string;
  noindex?: boolean;
}

/**
 * Per-route document metadata with React 19's hoisted `<title>`/`<meta>`/`<link>`. Render exactly
 * one per route: React does not de-duplicate them.
 */
export function Seo({ title, description, path, noindex = false }: SeoProps) {
  const url = new URL(path, `${env.VITE_SITE_URL}/`).toString();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
    </>
  );
}
