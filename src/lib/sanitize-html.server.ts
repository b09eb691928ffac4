/**
 * In Node, where there is no `window` (the content routes' loader while prerendering, and in the
 * Netlify function that renders content on request): gives DOMPurify a DOM from jsdom. jsdom is a
 * runtime dependency for the function; a `.server` module never reaches the browser bundle (React
 * Router refuses the build if it would).
 */
import { installSanitizerWindow } from './sanitize-html';

let ready: Promise<void> | undefined;

export function prepareServerSanitizer(): Promise<void> {
  ready ??= import('jsdom').then(({ JSDOM }) => {
    installSanitizerWindow(new JSDOM('<!doctype html><html><body></body></html>').window);
  });
  return ready;
}
