import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';

/**
 * With `ssr: false` this only runs at build time (prerendering and the SPA fallback shell) and in
 * the dev server. Static generation waits for all content (`react-dom/static`), so the HTML holds
 * the complete page — crawlers run no JavaScript. Custom so no server runtime package is needed.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let status = responseStatusCode;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(15_000),
    onError(error) {
      status = 500;
      console.error(error);
    },
  });

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(prelude, { status, headers: responseHeaders });
}
