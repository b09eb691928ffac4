// Setup for the `web` Vitest project (jsdom): jest-dom matchers and a clean DOM after each test.
import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// ProseMirror (the admin's rich-text editor) measures text to scroll the caret into view and to
// place it after a click; jsdom has no layout: empty measurements instead of missing functions.
// Files that ask for the node environment have no DOM at all.
if (typeof Range !== 'undefined') {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
}
