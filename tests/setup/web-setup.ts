// Setup for the `web` Vitest project, run before each of its files. Files that run in jsdom
// (`// @vitest-environment jsdom`) get jest-dom's matchers and a clean DOM after each test; files
// in Node load none of it.
//
// The project's files share their thread and its loaded packages (vitest.config.ts, `isolate:
// false`), so each file starts from fresh copies of the app's own modules (a module one file
// replaces with vi.mock is then loaded anew for the next), and leaves no stubs, spies, fake timers
// or stored data behind.
import { afterAll, afterEach, vi } from 'vitest';

vi.resetModules();
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  if (typeof document !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
    document.head.replaceChildren();
    document.body.replaceChildren();
  }
});

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
