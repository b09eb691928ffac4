/**
 * When an end-to-end test fails, what each of its open pages showed at that moment is added to
 * the failure's message (address, the start of its text, its console errors) and a screenshot is
 * kept in the system's temporary directory: a failure seen only in CI can then be read from its
 * log instead of guessed at.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { openPages } from './browser.ts';

const SCREENSHOT_DIR = path.join(os.tmpdir(), 'e2e-failures');
const TEXT_SHOWN = 600;

afterEach(async ({ task }) => {
  const error = task.result?.state === 'fail' ? task.result.errors?.[0] : undefined;
  if (!error) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const described = await Promise.all(
    [...openPages].map(async ({ page, errors }, index) => {
      const file = path.join(SCREENSHOT_DIR, `${task.name.replace(/\W+/g, '-').slice(0, 80)}-${index}.png`);
      const [text] = await Promise.all([
        page
          .evaluate(() => document.body?.innerText ?? '')
          .then((body) => body.replace(/\s+/g, ' ').trim().slice(0, TEXT_SHOWN))
          .catch((reason: Error) => `(text unreadable: ${reason.message})`),
        page.screenshot({ path: file, fullPage: true, timeout: 5_000 }).catch(() => undefined),
      ]);
      return [
        `page ${index + 1}: ${page.url()} (screenshot: ${file})`,
        `  shows: ${text}`,
        ...errors.map((line) => `  console error: ${line}`),
      ].join('\n');
    }),
  );
  if (described.length > 0) error.message += `\n\nOpen pages when it failed:\n${described.join('\n')}`;
});
