import type { Config } from './config.ts';
import type { Database } from './db/driver.ts';
import type { ProjectConfig } from './project-config.ts';

/** What every API module receives: the database, the configuration, where files live. */
export interface Services {
  db: Database;
  config: Config;
  /** supabase/config.toml as read at start. */
  project: ProjectConfig;
  /** The project's supabase/ directory (migrations, functions, config.toml). */
  supabaseDir: string;
  /** Storage object files: `<storageDir>/<bucket>/<object name>`. */
  storageDir: string;
}
