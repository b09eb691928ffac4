/** Types of find-tools.mjs (plain JS: `npm test` runs it before anything is installed). */
export interface System {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  home: string;
  cwd: string;
  /** A file (or a link to one) this user may run. */
  isExecutable(file: string): boolean;
  /** A directory's entries; [] when it does not exist. */
  list(dir: string): string[];
  /** The file a link points to (the path itself otherwise). */
  realpath(file: string): string;
  /** Its stdout, or null when it cannot run or fails. */
  run(command: string, args: string[]): string | null;
}
export function realSystem(): System;
export function isDebian(system?: System): boolean;
export function playwrightBrowsersDir(system?: System): string;
/** `headlessShell`: headless shells before whole browsers (for what Playwright drives). */
export interface ChromiumOptions {
  headlessShell?: boolean;
}
export function isHeadlessShell(file: string): boolean;
export function chromiumCandidates(system?: System, options?: ChromiumOptions): string[];
export function findChromium(system?: System, options?: ChromiumOptions): string | null;
export function chromiumInstallHint(system?: System): string;
export function postgresBinCandidates(system?: System): string[];
export function findPostgresBin(system?: System): string | null;
export function postgresInstallHint(system?: System): string;
