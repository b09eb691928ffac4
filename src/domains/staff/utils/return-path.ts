/**
 * Where the login page sends the person back to: the admin page they were on when their session
 * ended (or that a link opened while signed out), so an open form — and the unsaved changes this
 * browser kept for it — is found again. Only a path inside /admin is followed (never another
 * site: `//host`, a scheme, a backslash).
 */
export const RETURN_PARAM = 'voltar';

const ADMIN_HOME = '/admin';

export function safeAdminReturnPath(value: string | null): string {
  if (!value) return ADMIN_HOME;
  const isAdminPath = /^\/admin(\/|\?|$)/.test(value) && !/[\\\s]|\/\//.test(value);
  return isAdminPath ? value : ADMIN_HOME;
}

/** The login page's address that returns to `location` afterwards. */
export function loginPathReturningTo(location: { pathname: string; search: string }): string {
  const back = `${location.pathname}${location.search}`;
  if (back === ADMIN_HOME || safeAdminReturnPath(back) === ADMIN_HOME) return '/admin/login';
  return `/admin/login?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}`;
}
