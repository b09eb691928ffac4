import type { ProjectConfig } from '../project-config.ts';

/**
 * GoTrue's URI allow list entries are globs (gobwas/glob with `.` and `/` as separators): `*` stops
 * at a separator, `**` does not, `?` is one character. Classes and alternatives (`[…]`, `{a,b}`) are
 * refused rather than matched differently.
 */
export function redirectPattern(glob: string): RegExp {
  if (/[[\]{}]/.test(glob)) {
    throw new Error(
      `config.toml: [auth] additional_redirect_urls "${glob}": local-supabase matches only *, ** and ? ` +
        '(character classes and {a,b} alternatives are not implemented)',
    );
  }
  const source = glob
    .split(/(\*\*|\*|\?)/)
    .map((part) => {
      if (part === '**') return '.*';
      if (part === '*') return '[^./]*';
      if (part === '?') return '[^./]';
      return part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const parse = (url: string): URL | null => {
  try {
    return new URL(url);
  } catch {
    return null;
  }
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0', '[::]']);
const isLocalHost = (host: string) => LOCAL_HOSTS.has(host) || host.endsWith('.localhost');
const isIpLiteral = (host: string) => host.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
const isLoopback = (host: string) => host === '[::1]' || /^127\./.test(host);

/**
 * GoTrue's IsRedirectURLValid: the site URL's scheme, host and port (any port on a local host);
 * a loopback address; or a URL (without its fragment) that an allow-list glob matches as a whole.
 */
export function isRedirectUrlValid(auth: ProjectConfig['auth'], url: string): boolean {
  const target = parse(url);
  const site = parse(auth.siteUrl);
  if (!target) return false;
  const host = target.hostname;
  if (
    site &&
    target.protocol === site.protocol &&
    host === site.hostname &&
    (target.port === site.port || isLocalHost(host))
  ) {
    return true;
  }
  if (/^\d+$/.test(host)) return false;
  if (isIpLiteral(host)) return isLoopback(host);
  if (/^https?:$/.test(target.protocol) && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(host))
    return false;
  const withoutFragment = url.split('#')[0];
  return auth.additionalRedirectUrls.some((glob) => redirectPattern(glob).test(withoutFragment));
}

/** GoTrue's GetReferrer: `redirect_to` if allowed, else the Referer header if allowed, else the site URL. */
export function referrer(
  auth: ProjectConfig['auth'],
  redirectTo: string | undefined,
  refererHeader: string | undefined,
): string {
  if (redirectTo && isRedirectUrlValid(auth, redirectTo)) return redirectTo;
  if (refererHeader && isRedirectUrlValid(auth, refererHeader)) return refererHeader;
  return auth.siteUrl;
}
