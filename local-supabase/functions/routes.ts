import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono, type Context } from 'hono';
import type { Services } from '../services.ts';
import { bearerToken } from '../http/api-key.ts';
import { verifyJwt } from '../http/jwt.ts';

/**
 * What a function's `handler.ts` receives. Functions must not import local-supabase, so they
 * declare this shape themselves:
 *
 * ```ts
 * // supabase/functions/<name>/handler.ts
 * export interface FunctionEnv { SUPABASE_URL: string; SUPABASE_ANON_KEY: string; SUPABASE_SERVICE_ROLE_KEY: string }
 * export function createHandler(env: FunctionEnv): (req: Request) => Response | Promise<Response> { … }
 *
 * // supabase/functions/<name>/index.ts — what Supabase deploys
 * import { createHandler } from './handler.ts';
 * Deno.serve(createHandler({
 *   SUPABASE_URL: Deno.env.get('SUPABASE_URL')!,
 *   SUPABASE_ANON_KEY: Deno.env.get('SUPABASE_ANON_KEY')!,
 *   SUPABASE_SERVICE_ROLE_KEY: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!,
 * }));
 * ```
 *
 * `handler.ts` runs under Node here and under Deno when deployed: it may only import what both
 * resolve (relative files, and bare package specifiers mapped by a `deno.json` import map).
 */
export interface FunctionEnv {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
}

type Handler = (req: Request) => Response | Promise<Response>;
interface FunctionModule {
  createHandler?: (env: FunctionEnv) => Handler;
}

const FUNCTION_NAME = /^[A-Za-z0-9_-]+$/;

/**
 * /functions/v1/<name>[/…] — the edge runtime behind Supabase's relay: checks the JWT when the
 * function's `verify_jwt` (config.toml, default true) asks for it, then calls the function's
 * handler with the request re-addressed to `/<name>/…`, as the edge runtime presents it.
 */
export function functionsRoutes(services: Services): Hono {
  const app = new Hono();
  const loaded = new Map<string, { mtimeMs: number; handler: Handler }>();

  async function handlerFor(name: string, file: string): Promise<Handler> {
    const { mtimeMs } = fs.statSync(file);
    const cached = loaded.get(name);
    if (cached && cached.mtimeMs === mtimeMs) return cached.handler;
    // A changed file is imported again under a new URL (ES modules are cached by URL).
    const url = pathToFileURL(file).href + (cached ? `?t=${mtimeMs}` : '');
    const module = (await import(/* @vite-ignore */ url)) as FunctionModule;
    if (typeof module.createHandler !== 'function') {
      throw new Error(`supabase/functions/${name}/handler.ts does not export createHandler(env)`);
    }
    const handler = module.createHandler({
      SUPABASE_URL: services.config.apiUrl,
      SUPABASE_ANON_KEY: services.config.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: services.config.serviceRoleKey,
    });
    if (typeof handler !== 'function') {
      throw new Error(
        `supabase/functions/${name}/handler.ts: createHandler(env) must return (req) => Response`,
      );
    }
    loaded.set(name, { mtimeMs, handler });
    return handler;
  }

  async function invoke(c: Context): Promise<Response> {
    const url = new URL(c.req.url);
    const marker = '/functions/v1/';
    const after = url.pathname.slice(url.pathname.indexOf(marker) + marker.length);
    const slash = after.indexOf('/');
    const name = decodeURIComponentSafe(slash === -1 ? after : after.slice(0, slash));
    const rest = slash === -1 ? '' : after.slice(slash);

    const file =
      name && FUNCTION_NAME.test(name)
        ? path.join(services.supabaseDir, 'functions', name, 'handler.ts')
        : null;
    if (!file || !fs.existsSync(file)) {
      return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    }

    const verify = services.project.functions[name]?.verifyJwt ?? true;
    if (verify) {
      if (!c.req.header('authorization'))
        return c.json({ code: 401, message: 'Missing authorization header' }, 401);
      const token = bearerToken(c.req.raw.headers);
      const valid = token
        ? await verifyJwt(token, services.config.jwtSecret).then(
            () => true,
            () => false,
          )
        : false;
      if (!valid) return c.json({ code: 401, message: 'Invalid JWT' }, 401);
    }

    let handler: Handler;
    try {
      handler = await handlerFor(name, file);
    } catch (error) {
      console.error(`functions: ${name} failed to start:`, error);
      return c.json({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' }, 503);
    }

    const headers = new Headers(c.req.raw.headers);
    headers.delete('host');
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    const request = new Request(new URL(`/${name}${rest}${url.search}`, url.origin), {
      method: c.req.method,
      headers,
      body: hasBody ? c.req.raw.body : null,
      signal: c.req.raw.signal,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);

    try {
      const response = await handler(request);
      if (!(response instanceof Response)) throw new TypeError('the handler did not return a Response');
      // A fresh Response so the gateway (CORS) can still add headers.
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers: new Headers(response.headers),
      });
    } catch (error) {
      console.error(`functions: ${name} threw:`, error);
      return c.json(
        { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
        500,
      );
    }
  }

  app.all('/:name', invoke);
  app.all('/:name/*', invoke);
  return app;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
