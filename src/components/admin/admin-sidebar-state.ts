/** Sidebar open/collapsed state, kept in a cookie for 7 days. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = sidebarCookie(open);
}

/** Expanded unless the cookie says `false`. */
export function readSidebarCookie(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): boolean {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return entry?.slice(SIDEBAR_COOKIE_NAME.length + 1) !== 'false';
}

/** Ctrl+B (Windows, Linux) or Cmd+B (macOS). */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}
