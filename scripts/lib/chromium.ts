import { chromium, type Browser } from 'playwright-core';

import { chromiumInstallHint, findChromium } from './find-tools.mjs';

let found: string | undefined;

/**
 * The Chromium every browser user runs (e2e, bench:web, Lighthouse, the image generators): the
 * one find-tools.mjs finds (CHROMIUM_PATH, Playwright's browsers, the system's); an error naming
 * how to install one when there is none. Playwright never downloads a browser by itself here.
 */
export function chromiumPath(): string {
  found ??= findChromium() ?? undefined;
  if (!found) throw new Error(chromiumInstallHint());
  return found;
}

/** Headless, and quiet on a machine whose network only reaches loopback. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}
