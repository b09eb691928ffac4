/**
 * `build-info.json`, written by every build next to the site (`build/client/build-info.json`, served
 * with `Cache-Control: no-store`): when the live site was built and up to when it holds the
 * database's content. The admin fetches it from the site's own origin to tell "Site publicado às
 * HH:MM" and to compare `contentReadAt` with the database's last public change.
 *
 * Only `zod/mini`, no `@/` imports: loaded in Node by the React Router config.
 */
import * as z from 'zod/mini';

export const BUILD_INFO_FILE = 'build-info.json';
/** Its address on the site. */
export const BUILD_INFO_PATH = `/${BUILD_INFO_FILE}`;

export const buildInfoSchema = z.object({
  /** When the build finished writing the site (ISO 8601, UTC). */
  builtAt: z.iso.datetime(),
  /**
   * Taken just before the build started reading the database: every change up to this moment is in
   * this build (a change after it may or may not be).
   */
  contentReadAt: z.iso.datetime(),
});

export type BuildInfo = z.infer<typeof buildInfoSchema>;
