import fs from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { Services } from '../services.ts';
import { bearerToken } from '../http/gateway.ts';
import { FunctionWorkers } from './deno-workers.ts';

const FUNCTION_NAME = /^[A-Za-z0-9_-]+$/;

/** One set of Deno processes per running server, stopped by its close() (see stopFunctions). */
const running = new WeakMap<Services, FunctionWorkers>();

/** Stops the Deno processes serving functions for this server. */
export async function stopFunctions(services: Services): Promise<void> {
  await running.get(services)?.close();
  running.delete(services);
}

/**
 * /functions/v1/<name>[/…] — the edge runtime behind Supabase's relay: checks the JWT when the
 * function's `verify_jwt` (config.toml, default true) asks for it (the legacy secret's HS256 or a
 * signing key's; an API key is not a JWT and is refused), then hands the request,
 * re-addressed to `/<name>/…` as the edge runtime presents it, to `supabase/functions/<name>/index.ts`
 * running under Deno (deno-workers.ts): the file `supabase functions deploy` ships, unchanged.
 */
export function functionsRoutes(services: Services): Hono {
  const app = new Hono();
  let workers = running.get(services);
  if (!workers) {
    workers = new FunctionWorkers(services);
    running.set(services, workers);
  }
  const functions = workers;

  async function invoke(c: Context): Promise<Response> {
    const url = new URL(c.req.url);
    const marker = '/functions/v1/';
    const after = url.pathname.slice(url.pathname.indexOf(marker) + marker.length);
    const slash = after.indexOf('/');
    const name = decodeURIComponentSafe(slash === -1 ? after : after.slice(0, slash));
    const rest = slash === -1 ? '' : after.slice(slash);

    const entry =
      name && FUNCTION_NAME.test(name)
        ? path.join(services.supabaseDir, 'functions', name, 'index.ts')
        : null;
    if (!entry || !fs.existsSync(entry)) {
      return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    }

    const verify = services.project.functions[name]?.verifyJwt ?? true;
    if (verify) {
      if (!c.req.header('authorization'))
        return c.json({ code: 401, message: 'Missing authorization header' }, 401);
      const token = bearerToken(c.req.raw.headers);
      const valid = token
        ? await services.keys.verify(token).then(
            () => true,
            () => false,
          )
        : false;
      if (!valid) return c.json({ code: 401, message: 'Invalid JWT' }, 401);
    }

    return functions.fetch(name, c.req.raw, `/${name}${rest}${url.search}`);
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
