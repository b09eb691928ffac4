/**
 * Critical CSS, inlined into each prerendered page at build time (beasties), so the first paint
 * needs the HTML alone instead of HTML → stylesheet → paint:
 *
 * - a `<style>` with every rule of the site's stylesheets that matches an element of the page
 *   (beasties matches selectors against the whole document, whatever the viewport: the 390 px
 *   and 1280 px layouts, below the fold included), the keyframes those rules animate and the
 *   `@font-face` rules of the families they use (web fonts and their metric-matched fallbacks);
 * - a `<link rel="preload" as="font">` for each web font file the page's text needs;
 * - the full stylesheet still linked, unchanged and shared by every page (so cached once),
 *   downloaded at once but as `media="print"`, which applies nothing. It brings what the markup
 *   does not show until the app changes it (the open menu, a form's errors), so one constant
 *   inline script at the end of `<body>` makes it `all` when the app is ready (the root's
 *   `app:ready`), not at load: applying 100 KB of CSS to a painted page is a 100–200 ms task on
 *   a slow phone, for nothing on screen. The page's script CSP hashes that script (this runs
 *   before `injectScriptCsp`); an `onload` attribute would be blocked. A `<noscript>` keeps the
 *   plain link for visitors without JavaScript.
 *
 * The `<link>` stays in `<head>` with its `href`: React hydrates it as the same element it renders
 * (only its `media` differs, which hydration does not patch). Beasties' runtime splices these few
 * tags into the HTML as text and leaves the rest byte for byte as React Router wrote it.
 */
import fs from 'node:fs';
import path from 'node:path';

import { compileSheet, type CompiledSheet, type TokenCondition } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';

/** Beasties marks the links it deferred with this attribute, which its script then removes. */
const DEFERRED_LINK = /<link\b[^>]*\bdata-beasties-media=/i;

/** Beasties' own script, which makes the deferred links `all` as soon as the parser reaches it. */
const BEASTIES_SWITCH = /<script>[^<]*link\[data-beasties-media\][^<]*<\/script>/;

/** Makes the deferred links `all` once the app is ready (now, if it already is). */
const SWITCH_ON_APP_READY =
  "(function(){function on(){document.querySelectorAll('link[data-beasties-media]').forEach(function(l){" +
  "l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})}" +
  "if(document.documentElement.hasAttribute('data-app-ready'))on();else addEventListener('app:ready',on,{once:true})})()";

/**
 * Selectors beasties would misjudge, kept whatever the page. It drops pseudo-classes and
 * pseudo-elements, arguments included, before matching, so a compound made only of them leaves
 * nothing to match, or changes the selector's structure: `:focus-visible` (the focus ring),
 * `::placeholder`, `:where(.space-y-4>:not(:last-child))` (Tailwind's space and divide utilities)
 * become nothing, `.prose-article :where(h2,h3)+*` becomes "the sibling of .prose-article", and
 * their rules would be left out. About 0.4 KB gzip more per page.
 */
const KEEP_SELECTORS = [/(^|[\s>+~])::?[a-z-]/i];

/**
 * The runtime writes a `;` after every at-rule it keeps whole, blocks included
 * (`@property --x{…};`): at the top level of a stylesheet that `;` starts the next rule's
 * selector, so the browser drops the rule after it (every second `@property` of Tailwind's, whose
 * initial values shadows, rings and gradients need). Only statements (`@layer a, b;`) take one.
 */
function withoutSemicolonAfterBlocks(sheet: CompiledSheet): void {
  for (const rule of sheet.rules) {
    if (rule.css?.endsWith('};')) rule.css = rule.css.slice(0, -1);
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/**
 * React writes attribute values escaped (`[&_svg]:size-4` as `[&amp;_svg]:size-4`) and the
 * runtime compares them as written: the selectors' classes, ids and attribute values are escaped
 * the same way, or the rules of Tailwind's arbitrary variants would never match.
 */
function escapeCondition(condition: TokenCondition | true): void {
  if (condition === true) return;
  condition.classes = condition.classes?.map(escapeHtml);
  condition.ids = condition.ids?.map(escapeHtml);
  for (const compound of condition.program?.compounds ?? []) {
    compound.classes = compound.classes?.map(escapeHtml);
    compound.ids = compound.ids?.map(escapeHtml);
    for (const test of compound.attrs ?? []) if (test.value !== undefined) test.value = escapeHtml(test.value);
  }
}

/** Every stylesheet of the build, by the URL pages link it with (`/assets/root-….css`). */
function compileBuildSheets(clientDir: string): CompiledSheet[] {
  const assets = path.join(clientDir, 'assets');
  if (!fs.existsSync(assets)) return [];
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.css'))
    .map((name) => {
      const sheet = compileSheet(fs.readFileSync(path.join(assets, name), 'utf8'), {
        href: `/assets/${name}`,
        allowRules: KEEP_SELECTORS,
      });
      withoutSemicolonAfterBlocks(sheet);
      for (const rule of sheet.rules) rule.match?.forEach(escapeCondition);
      return sheet;
    });
}

/**
 * Returns the transform for the build in `clientDir` (its stylesheets compiled once). It throws
 * when a page links a stylesheet that is not in the build: that page would keep it
 * render-blocking. A page without stylesheets, or already transformed, is returned as is.
 */
export function createCriticalCss(clientDir: string): (html: string) => string {
  const problems: string[] = [];
  const processor = createProcessor(compileBuildSheets(clientDir), {
    preload: 'media-script',
    inlineFonts: true,
    preloadFonts: true,
    logger: { warn: (message) => problems.push(message) },
  });
  return (html) => {
    if (DEFERRED_LINK.test(html)) return html;
    problems.length = 0;
    const output = processor.process(html);
    if (problems.length > 0) throw new Error(`CSS crítico: ${problems.join('; ')}`);
    if (!DEFERRED_LINK.test(output)) return output;
    if (!BEASTIES_SWITCH.test(output)) throw new Error('CSS crítico: o script do beasties mudou de forma.');
    return output.replace(BEASTIES_SWITCH, `<script>${SWITCH_ON_APP_READY}</script>`);
  };
}
