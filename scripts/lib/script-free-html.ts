import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;

/**
 * A `<script>` the browser runs: no type, a JavaScript MIME type, a module, an import map or
 * speculation rules. Any other type is a data block (JSON-LD) and stays.
 */
function runs(script: Element): boolean {
  const type = attribute(script, 'type')?.split(';')[0].trim().toLowerCase() ?? '';
  return (
    ['', 'module', 'importmap', 'speculationrules'].includes(type) ||
    /^(?:text|application)\/(?:x-)?(?:java|ecma|j|live)script(?:1\.\d)?$/.test(type)
  );
}

/** A `<link>` that downloads a script ahead: modulepreload, or a preload/prefetch of a script. */
function loadsScript(link: Element): boolean {
  const rel = attribute(link, 'rel')?.toLowerCase().split(/\s+/) ?? [];
  if (rel.includes('modulepreload')) return true;
  if (!rel.includes('preload') && !rel.includes('prefetch')) return false;
  return (
    attribute(link, 'as')?.toLowerCase() === 'script' ||
    /\.m?js(?:[?#]|$)/.test(attribute(link, 'href') ?? '')
  );
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function* elements(node: DefaultTreeAdapterTypes.ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    yield child;
    yield* elements(
      child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child,
    );
  }
}

/**
 * The page without its scripts: every script the browser would run and every link that fetches
 * one cut out at its source offsets (the HTML spec's parser finds them), every other byte kept —
 * JSON-LD, styles, preloads of fonts and images, inline attributes.
 */
export function withoutScripts(html: string): string {
  const cuts = [...elements(parse(html, { sourceCodeLocationInfo: true }))]
    .filter((element) =>
      element.tagName === 'script' ? runs(element) : element.tagName === 'link' && loadsScript(element),
    )
    .map((element) => element.sourceCodeLocation)
    .filter((location) => location != null)
    .sort((a, b) => a.startOffset - b.startOffset);
  let kept = '';
  let from = 0;
  for (const { startOffset, endOffset } of cuts) {
    kept += html.slice(from, startOffset);
    from = endOffset;
  }
  return kept + html.slice(from);
}

/** A copy of a built site (a temporary directory) whose HTML files have no scripts; the caller removes it. */
export function copyWithoutScripts(clientDir: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-floor-'));
  fs.cpSync(clientDir, copy, { recursive: true });
  for (const name of fs.readdirSync(copy, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.html')) continue;
    const file = path.join(copy, name);
    fs.writeFileSync(file, withoutScripts(fs.readFileSync(file, 'utf8')));
  }
  return copy;
}
