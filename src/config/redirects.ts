/**
 * Permanent redirects of old addresses: ONE list for the host (`build/client/_redirects`, written
 * by the build: real 301s) and for the client (`src/routes.ts` adds a route per entry, so in-app
 * navigation and `npm run dev` redirect too).
 *
 * No imports: loaded in Node by `src/routes.ts` and the build.
 */
export interface LegacyRedirect {
  /** Exact old pathname, no trailing slash. */
  readonly from: `/${string}`;
  readonly to: `/${string}`;
}

/** Where the old consultancy pages and old articles went. */
export const CONSULTORIA_PATH: `/${string}` = '/agentes-de-ia';

/** Old article slugs under /insights/ (from the previous site) that now point at the consultancy. */
export const legacyInsightSlugs = [
  'ia-para-pequenas-empresas',
  'chatgpt-para-empresas',
  'automacao-de-atendimento-com-ia',
  'agente-de-ia-no-whatsapp',
  'como-implementar-ia-na-empresa',
  'ia-para-vendas',
  'crm-com-inteligencia-artificial',
  'chatbot-ou-agente-de-ia',
  'quanto-custa-um-agente-de-ia',
  'ia-no-atendimento-ao-cliente',
  'growth-com-inteligencia-artificial',
  'consultoria-de-ia-vale-a-pena',
] as const;

export const legacyRedirects: readonly LegacyRedirect[] = [
  { from: '/agentes-ia', to: CONSULTORIA_PATH },
  { from: '/growth', to: CONSULTORIA_PATH },
  ...legacyInsightSlugs.map((slug) => ({ from: `/insights/${slug}` as const, to: CONSULTORIA_PATH })),
];
