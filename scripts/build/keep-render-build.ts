/**
 * React Router deletes its server build after prerendering when `ssr: false`. The host's
 * on-request renderer (render-on-request.ts) needs it to render, for content published after the
 * build, the same HTML the build would have prerendered; so this copies it to `<build dir>/render`
 * as soon as it is written, before React Router's own step removes it.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'vite';

/** `<build dir>/render`: the server build of `<build dir>/client`. */
export const RENDER_BUILD_DIR = 'render';

export function keepRenderBuild(): Plugin {
  return {
    name: 'keep-render-build',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    writeBundle: {
      order: 'pre',
      sequential: true,
      handler(options) {
        if (!options.dir) throw new Error('keep-render-build: the server build has no output directory.');
        const target = path.join(path.dirname(options.dir), RENDER_BUILD_DIR);
        fs.rmSync(target, { recursive: true, force: true });
        fs.cpSync(options.dir, target, { recursive: true });
      },
    },
  };
}
