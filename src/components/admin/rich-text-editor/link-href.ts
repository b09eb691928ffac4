/**
 * The addresses an article link may point to: an absolute http(s) or mailto address, or a path of
 * the site itself ('/insights/…'). Anything else (javascript:, data:, a bare word, '//host') is
 * refused with a message.
 */
export function linkHrefProblem(value: string): string | null {
  const href = value.trim();
  if (href === '') return 'Informe o endereço do link.';
  if (/^\/(?!\/)/.test(href)) return /\s/.test(href) ? 'O endereço não pode ter espaços.' : null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return 'Endereço inválido. Use https://… para outro site ou /caminho para uma página do site.';
  }
  if (url.protocol === 'mailto:') return href.length > 7 ? null : 'Informe o e-mail depois de mailto:.';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return 'Só são aceitos links https://, http://, mailto: ou caminhos do site (/…).';
  }
  if (!url.hostname.includes('.') && url.hostname !== 'localhost')
    return 'Endereço inválido: falta o domínio.';
  return null;
}

/** Whether a stored or pasted `href` may stay on a link. */
export function isAllowedLinkHref(value: string | null | undefined): boolean {
  return typeof value === 'string' && linkHrefProblem(value) === null;
}
