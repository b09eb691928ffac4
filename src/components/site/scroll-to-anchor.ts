/**
 * Smoothly scrolls to the element with the given id (e.g. `salto-form`, `raio-x-form`), leaving room
 * for a sticky or fixed site header, then moves keyboard focus there (without a second jump).
 * Honours `prefers-reduced-motion`. Returns false when there is no such element.
 */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id.replace(/^#/, ''));
  if (!target) return false;

  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const headerPosition = header ? getComputedStyle(header).position : 'static';
  const headerOffset =
    header && (headerPosition === 'fixed' || headerPosition === 'sticky')
      ? header.getBoundingClientRect().height
      : 0;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const top = target.getBoundingClientRect().top + window.scrollY - headerOffset - 16;

  window.scrollTo({ top: Math.max(0, top), behavior: reduceMotion ? 'auto' : 'smooth' });

  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus({ preventScroll: true });
  return true;
}
