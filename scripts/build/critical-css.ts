/**
 * Critical CSS, inlined into each prerendered page at build time (beasties), so the first paint
 * needs the HTML alone instead of HTML → stylesheet → paint:
 *
 * - a `<style>` with every rule of the site's stylesheets that matches an element of the page
 *   (beasties matches selectors against the whole document, whatever the viewport: the 390 px
 *   and 1280 px layouts, below the fold included), the keyframes those rules animate and the
 *   `@font-face` rules of the families they use (web fonts and their metric-matched fallbacks);
 * - a `<link rel="preload" as="font">` for each web font file the page's text needs, unless the
 *   page preloads an image (see `createCriticalCss`);
 * - the full stylesheet still linked, unchanged and shared by every page (so cached once),
 *   downloaded at once but as `media="print"`, which applies nothing. It brings what the markup
 *   does not show until the app changes it (the open menu, a form's errors), so one constant
 *   inline script at the end of `<body>` applies it when the app is ready (the root's
 *   `app:ready`; see `SWITCH_ON_APP_READY`), not at load: applying 100 KB of CSS to a painted
 *   page is a 100–200 ms task on a slow phone, for nothing on screen. The page's script CSP hashes that script (this runs
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

import { APPLIED_STYLESHEET_ATTRIBUTE } from '../../src/lib/web-fonts.ts';

/** Beasties marks the links it deferred with this attribute, which its script then removes. */
const DEFERRED_LINK = /<link\b[^>]*\bdata-beasties-media=/i;

/** Beasties' own script, which makes the deferred links `all` as soon as the parser reaches it. */
const BEASTIES_SWITCH = /<script>[^<]*link\[data-beasties-media\][^<]*<\/script>/;

/**
 * Applies the deferred stylesheets once the app is ready (now, if it already is), as a copy of
 * their rules in a `<style>` appended after every other sheet, without the `@font-face` rules the
 * page's `<style>` already declares. The copy and the left-out faces are for the fonts: with
 * `font-display: optional`, a web font that missed the first paint must stay out of the page
 * (swapping it in moves the text under the visitor's eyes), but Chromium rebuilds every font face
 * of the document, and then takes the cached font at once, whenever a sheet changes anywhere but
 * at the end (flipping the link's `media` would) or a second face of a family arrives. The app
 * brings such fonts in at its first navigation (src/lib/web-fonts.ts).
 */
const SWITCH_ON_APP_READY =
  '(function(){function each(s,f){[].forEach.call(s.cssRules,f)}' +
  "function family(r){return r.type===5&&r.style.getPropertyValue('font-family')}" +
  'function on(){var inline={};' +
  "document.querySelectorAll('style').forEach(function(s){each(s.sheet,function(r){if(family(r))inline[family(r)]=1})});" +
  "document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.removeAttribute('data-beasties-media');" +
  "function apply(){var css='';each(l.sheet,function(r){if(!inline[family(r)])css+=r.cssText});" +
  `var s=document.createElement('style');s.setAttribute('${APPLIED_STYLESHEET_ATTRIBUTE}',l.getAttribute('href'));s.textContent=css;document.head.append(s)}` +
  "if(l.sheet)apply();else l.addEventListener('load',apply,{once:true})})}" +
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

/** A page that preloads its LCP image (a cover, a card) from the HTML. */
const IMAGE_PRELOAD = /<link rel="preload" as="image"/;

/**
 * Returns the transform for the build in `clientDir` (its stylesheets compiled once). It throws
 * when a page links a stylesheet that is not in the build: that page would keep it
 * render-blocking. A page without stylesheets, or already transformed, is returned as is.
 *
 * A page whose LCP is an image does not preload its fonts: on a slow link the font files
 * (75 KB) would share it with the image (7–14 KB) and arrive after the first paint anyway, when
 * `optional` no longer uses them; the text uses them from the next page on.
 */
export function createCriticalCss(clientDir: string): (html: string) => string {
  const problems: string[] = [];
  const sheets = compileBuildSheets(clientDir);
  const processor = (preloadFonts: boolean) =>
    createProcessor(sheets, {
      preload: 'media-script',
      inlineFonts: true,
      preloadFonts,
      logger: { warn: (message) => problems.push(message) },
    });
  const textPage = processor(true);
  const imagePage = processor(false);
  return (html) => {
    if (DEFERRED_LINK.test(html)) return html;
    problems.length = 0;
    const output = (IMAGE_PRELOAD.test(html) ? imagePage : textPage).process(html);
    if (problems.length > 0) throw new Error(`CSS crítico: ${problems.join('; ')}`);
    if (!DEFERRED_LINK.test(output)) return output;
    if (!BEASTIES_SWITCH.test(output)) throw new Error('CSS crítico: o script do beasties mudou de forma.');
    return output.replace(BEASTIES_SWITCH, `<script>${SWITCH_ON_APP_READY}</script>`);
  };
}
