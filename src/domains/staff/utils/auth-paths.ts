/** The signed-out admin pages' addresses (a module of constants: the login page links here). */
export const FORGOT_PASSWORD_PATH = '/admin/recuperar-senha';
