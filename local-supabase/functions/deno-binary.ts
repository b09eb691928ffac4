import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let resolved: string | undefined;

/**
 * The `deno` executable of the `deno` npm package (a devDependency). The package's own install API
 * returns it, and first copies it out of the platform package (`@deno/<os>-<arch>`) when npm skipped
 * the postinstall script that normally does so.
 */
export function denoBinary(): string {
  if (resolved) return resolved;
  const installer = require('deno/install_api.cjs') as { runInstall(): string };
  resolved = installer.runInstall();
  return resolved;
}
