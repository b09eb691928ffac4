import type { RoleDatabase } from '../db/login-role.ts';
import { roleSettings } from '../db/login-role.ts';
import { forgetImpersonatedRoleSettings } from '../db/request-transaction.ts';

/**
 * PostgREST's in-database configuration: `alter role authenticator set pgrst.<name> = …`, read at
 * start and again on `notify pgrst, 'reload config'` (PostgREST 13, Config/Database.hs). A setting
 * for this database wins over one for every database, and it wins over config.toml.
 */
export interface RestSettings {
  /** pgrst.db_aggregates_enabled: `count()`, `sum()`… in `select` (else PGRST123). */
  aggregatesEnabled: boolean;
  /** pgrst.db_plan_enabled: `Accept: application/vnd.pgrst.plan` answers the EXPLAIN output. */
  planEnabled: boolean;
  /** pgrst.db_tx_end: roll every request back, and whether `Prefer: tx=` may override it. */
  txEnd: { rollback: boolean; allowOverride: boolean };
  /** pgrst.db_max_rows (null: config.toml's `[api] max_rows`). */
  maxRows: number | null;
}

export const DEFAULT_REST_SETTINGS: RestSettings = {
  aggregatesEnabled: false,
  planEnabled: false,
  txEnd: { rollback: false, allowOverride: false },
  maxRows: null,
};

/** Every in-database name PostgREST 13 reads; the others are not its settings and it ignores them. */
const POSTGREST_SETTINGS = [
  'db_aggregates_enabled',
  'db_anon_role',
  'db_pre_config',
  'db_extra_search_path',
  'db_max_rows',
  'db_plan_enabled',
  'db_pre_request',
  'db_prepared_statements',
  'db_root_spec',
  'db_schemas',
  'db_tx_end',
  'db_hoisted_tx_settings',
  'jwt_aud',
  'jwt_role_claim_key',
  'jwt_secret',
  'jwt_secret_is_base64',
  'jwt_cache_max_lifetime',
  'openapi_mode',
  'openapi_security_active',
  'openapi_server_proxy_uri',
  'server_cors_allowed_origins',
  'server_trace_header',
  'server_timing_enabled',
];

const HONOURED = ['db_aggregates_enabled', 'db_plan_enabled', 'db_tx_end', 'db_max_rows'];

const TX_END: Record<string, RestSettings['txEnd']> = {
  commit: { rollback: false, allowOverride: false },
  'commit-allow-override': { rollback: false, allowOverride: true },
  rollback: { rollback: true, allowOverride: false },
  'rollback-allow-override': { rollback: true, allowOverride: true },
};

/** A setting PostgREST reads that local-supabase cannot honour, or a value PostgREST refuses. */
export class RestSettingsError extends Error {
  constructor(
    message: string,
    /** PostgREST would honour it: every request is refused until it is reset. */
    readonly unsupported = false,
  ) {
    super(message);
    this.name = 'RestSettingsError';
  }
}

/** PostgREST's boolean reading: `true`, `TRUE`, `"true"`, or a number above 0. */
function settingBoolean(value: string): boolean {
  const letters = value.replace(/[^A-Za-z]/g, '').toLowerCase();
  if (letters === 'true') return true;
  if (letters === 'false') return false;
  return /^-?\d+$/.test(value.trim()) && Number(value) > 0;
}

/** The settings from `pgrst.*` role settings (names without the prefix, as Postgres keeps them). */
export function parseRestSettings(settings: Record<string, string>): RestSettings {
  const result: RestSettings = { ...DEFAULT_REST_SETTINGS };
  for (const [fullName, value] of Object.entries(settings)) {
    if (!fullName.startsWith('pgrst.')) continue;
    const name = fullName.slice('pgrst.'.length);
    if (!POSTGREST_SETTINGS.includes(name)) continue;
    if (!HONOURED.includes(name)) {
      throw new RestSettingsError(
        `pgrst.${name} (alter role authenticator set …): not supported by local-supabase, which honours only ` +
          `${HONOURED.map((honoured) => `pgrst.${honoured}`).join(', ')}`,
        true,
      );
    }
    if (name === 'db_aggregates_enabled') result.aggregatesEnabled = settingBoolean(value);
    else if (name === 'db_plan_enabled') result.planEnabled = settingBoolean(value);
    else if (name === 'db_max_rows') {
      if (!/^\d+$/.test(value.trim()))
        throw new RestSettingsError(`pgrst.db_max_rows: "${value}" is not a number`);
      result.maxRows = Number(value);
    } else {
      const txEnd = TX_END[value];
      // PostgREST refuses the whole configuration: "Invalid transaction termination".
      if (!txEnd) throw new RestSettingsError(`pgrst.db_tx_end: invalid transaction termination "${value}"`);
      result.txEnd = txEnd;
    }
  }
  return result;
}

/**
 * The settings of one database, read lazily and again on `notify pgrst, 'reload config'` (on
 * `notify pgrst` alone or `'reload schema'`, `onSchemaReload` runs instead), as PostgREST's
 * listener does. A reload that fails keeps the previous settings and says why, as PostgREST does.
 */
export class RestSettingsHolder {
  #current: Promise<RestSettings> | null = null;
  #listening: Promise<void> | null = null;

  constructor(
    private readonly db: RoleDatabase,
    private readonly onSchemaReload: () => void,
  ) {}

  /** The settings; the first call starts listening before it reads, so no reload is missed. */
  get(): Promise<RestSettings> {
    if (!this.#current) {
      this.#current = this.#listen().then(() => this.#read());
      this.#current.catch(() => (this.#current = null));
    }
    return this.#current;
  }

  /**
   * An invalid value keeps the previous settings, as PostgREST keeps its configuration; a setting
   * local-supabase cannot honour refuses every request instead of being ignored.
   */
  async reload(): Promise<void> {
    // PostgREST re-reads the impersonated roles' settings (statement_timeout…) with its own.
    forgetImpersonatedRoleSettings(this.db);
    const next = this.#read();
    try {
      await next;
      this.#current = next;
    } catch (error) {
      if (error instanceof RestSettingsError && error.unsupported) this.#current = next;
      console.error(`local-supabase: PostgREST settings not reloaded: ${(error as Error).message}`);
    }
  }

  async #read(): Promise<RestSettings> {
    return parseRestSettings(await roleSettings(this.db, 'authenticator'));
  }

  #listen(): Promise<void> {
    this.#listening ??= this.db
      .listen('pgrst', (payload) => {
        if (payload === '' || payload === 'reload schema') this.onSchemaReload();
        else if (payload === 'reload config') void this.reload();
      })
      .then(
        () => undefined,
        (error: unknown) => {
          this.#listening = null;
          console.error(`local-supabase: cannot listen for NOTIFY pgrst: ${(error as Error).message}`);
        },
      );
    return this.#listening;
  }
}
