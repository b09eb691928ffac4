import { chromium, type Browser } from 'playwright-core';

import { chromiumInstallHint, findChromium } from './find-tools.mjs';

const found = new Map<boolean, string>();

/**
 * The Chromium find-tools.mjs finds (CHROMIUM_PATH, Playwright's browsers, the system's); an error
 * naming how to install one when there is none. Playwright never downloads a browser by itself
 * here. What Playwright drives (e2e, the image generators) prefers a headless shell, a third less
 * CPU; Lighthouse measures in a whole browser (`headlessShell: false`), as a visitor's would be.
 */
export function chromiumPath({ headlessShell = true } = {}): string {
  const path = found.get(headlessShell) ?? findChromium(undefined, { headlessShell });
  if (!path) throw new Error(chromiumInstallHint());
  found.set(headlessShell, path);
  return path;
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
