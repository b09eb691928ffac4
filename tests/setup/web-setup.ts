// Setup for the `web` Vitest project. Files that run in jsdom (`// @vitest-environment jsdom`) get
// jest-dom's matchers and a clean DOM after each test; files in Node load none of it.
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });

  // ProseMirror (the admin's rich-text editor) measures text to scroll the caret into view and to
  // place it after a click; jsdom has no layout: empty measurements instead of missing functions.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
}
