/**
 * Public pages start the React app on the visitor's first intent instead of at load: the
 * prerendered HTML is the page, and the framework (React, React DOM, React Router: ~110 KB gzip
 * before any app code) would only compete with it for the network and the main thread. This
 * rewrites a prerendered document so that
 *
 * - React Router's bootstrap module (`import` of the manifest, the route modules and the entry)
 *   becomes an inert `<script type="text/x-app-bootstrap" id="app-bootstrap">`, and
 * - the starter (`app-starter.js`, inline) runs it on the first pointer, touch, key, focus or wheel
 *   event, holding clicks and submits (and what was typed) until the app is ready;
 * - the `<link rel="modulepreload">`s go: nothing is downloaded for the app until it starts.
 *
 * The shell of non-prerendered routes and the not-found page start at once (they need the app to
 * show anything, or to follow a redirect), so they are left as they are.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The bootstrap's inert type; its body is run later as an inline module, so the CSP hashes it. */
export const DEFERRED_BOOTSTRAP_TYPE = 'text/x-app-bootstrap';

const BOOTSTRAP = /<script type="module" async="">([^<]*?import\("[^"]*entry\.client[^"]*"\);?\s*)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;

// From the project's root, the working directory of the build, the preview and the host function
// (whose bundler moves this module's code but keeps the file at this path).
const starterSource = fs.readFileSync(path.resolve('scripts/build/app-starter.js'), 'utf8');
/** The starter's function, without the file's header comments. */
const STARTER = starterSource.slice(starterSource.indexOf('(() => {'));

export function deferAppStart(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) {
    throw new Error(
      'deferAppStart: o script de inicialização do React Router não foi encontrado no HTML prerenderizado.',
    );
  }
  const inert = `<script type="${DEFERRED_BOOTSTRAP_TYPE}" id="app-bootstrap">${bootstrap[1]}</script>`;
  return (
    html.slice(0, bootstrap.index).replace(MODULE_PRELOAD, '') +
    inert +
    `<script>${STARTER}</script>` +
    html.slice(bootstrap.index + bootstrap[0].length).replace(MODULE_PRELOAD, '')
  );
}
