import type { Config } from './config.ts';
import type { Database } from './db/driver.ts';

/** What every API module receives: the database, the configuration, where files live. */
export interface Services {
  db: Database;
  config: Config;
  /** Storage object files: `<storageDir>/<bucket>/<object name>`. */
  storageDir: string;
}
