import type { Config } from './config.ts';
import type { JwtKeys } from './http/jwt.ts';
import type { RoleDatabase } from './db/login-role.ts';
import type { ProjectConfig } from './project-config.ts';

/**
 * What every API module receives: the database, the configuration, where files live. `db` is the
 * handle of the role the module's hosted counterpart logs in as (PostgREST: authenticator, GoTrue:
 * supabase_auth_admin, storage-api: supabase_storage_admin); see app.ts.
 */
export interface Services {
  db: RoleDatabase;
  /** One handle per platform role, each running its transactions as that role (login-role.ts). */
  roles: Record<'authenticator' | 'supabase_auth_admin' | 'supabase_storage_admin', RoleDatabase>;
  config: Config;
  /** The keys that sign and verify JWTs (sessions, and the gateway's tokens for API keys). */
  keys: JwtKeys;
  /** supabase/config.toml as read at start. */
  project: ProjectConfig;
  /** The project's supabase/ directory (migrations, functions, config.toml). */
  supabaseDir: string;
  /** Storage object files: `<storageDir>/<bucket>/<object name>`. */
  storageDir: string;
}
