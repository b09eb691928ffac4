import type { ComponentProps, MouseEvent } from 'react';

import { scrollToAnchor } from './scroll-to-anchor';

/**
 * A link to an element of the same page (`#id`): scrolls there smoothly below the site header
 * (instantly with reduced motion) and moves focus to it. Without JavaScript, a plain in-page link.
 */
export function SmoothAnchor({ href, onClick, ...props }: ComponentProps<'a'> & { href: `#${string}` }) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
      return;
    }
    if (scrollToAnchor(href.slice(1))) event.preventDefault();
  }
  return <a href={href} onClick={handleClick} {...props} />;
}
