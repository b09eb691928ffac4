/**
 * Shared copy of the public content pages' load states: the 'Erro de Conexão' screen
 * with 'Tentar Novamente' and a hint about the backend configuration.
 */
/** The 'Erro de Conexão' screen of the public content pages. */
export interface LoadErrorCopy {
  readonly title: string;
  readonly message: string;
  readonly retryLabel: string;
  readonly hint: string;
}

export const connectionErrorCopy = {
  title: 'Erro de Conexão',
  retryLabel: 'Tentar Novamente',
  hint: 'Verifique sua conexão com a internet. Se você administra o site e o erro continuar, confira a configuração do backend (VITE_SUPABASE_URL e VITE_SUPABASE_PUBLISHABLE_KEY).',
} as const;

/** What a case, category or article page says while it loads, when it does not exist or failed. */
export interface ContentFallbackCopy {
  readonly loading: string;
  readonly error: LoadErrorCopy;
  readonly notFound: {
    readonly seoTitle: string;
    readonly seoDescription: string;
    readonly title: string;
    readonly description: string;
    /** The 404's link back to the list ('Ver todos os …'). */
    readonly backLabel: string;
  };
}
