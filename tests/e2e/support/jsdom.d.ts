// jsdom ships no types and @types/jsdom is not installed: the part the e2e tests use.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: Record<string, unknown>);
    readonly window: Window & typeof globalThis;
  }
}
