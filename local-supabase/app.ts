import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Services } from './services.ts';
import { restRoutes } from './rest/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { storageRoutes } from './storage/routes.ts';
import { functionsRoutes } from './functions/routes.ts';
import { apiGateway } from './http/gateway.ts';

/**
 * What the gateway lets through without an API key: the auth routes people reach from an e-mail link
 * or an OAuth redirect, the JWKS (public keys), public storage files (`<img src>` sends no key),
 * signed storage URLs (GET) and the upload to a signed upload URL (PUT): their token is the
 * credential. Creating a signed URL or a signed upload URL (POST to the same paths) needs a key.
 */
const KEYLESS_AUTH = /^\/auth\/v1\/(verify|callback|authorize|\.well-known\/jwks\.json)$/;
const KEYLESS_READS = /^\/storage\/v1\/(object|render\/image)\/(public|sign)\//;
const SIGNED_UPLOAD = /^\/storage\/v1\/object\/upload\/sign\//;
export const keyless = (path: string, method: string): boolean =>
  KEYLESS_AUTH.test(path) ||
  (method === 'PUT' && SIGNED_UPLOAD.test(path)) ||
  ((method === 'GET' || method === 'HEAD') && KEYLESS_READS.test(path));

/** The services as one platform component sees them: its database handle is its own role's. */
export function asService(services: Services, role: keyof Services['roles']): Services {
  return { ...services, db: services.roles[role] };
}

/** Kong's cors plugin default: every method it knows. */
const CORS_METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS,TRACE,CONNECT';

/** What the service behind each prefix exposes itself (Kong adds nothing when none are configured). */
const EXPOSED_HEADERS: [prefix: string, headers: string][] = [
  // PostgREST's wai-cors policy.
  [
    '/rest/v1/',
    'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit',
  ],
  // GoTrue's rs/cors options.
  ['/auth/v1/', 'X-Total-Count, Link, X-Supabase-Api-Version'],
];

/**
 * Supabase's API gateway (Kong with its cors plugin, default config): a preflight is answered by the
 * gateway itself — 200, `Access-Control-Allow-Origin: *`, the requested headers echoed, Kong's method
 * list, no max-age — and every other response gets `Access-Control-Allow-Origin: *`. Never
 * `Access-Control-Allow-Credentials`: a page on another origin cannot make credentialed calls.
 */
const gatewayCors: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header('origin');
  if (c.req.method === 'OPTIONS' && origin && c.req.header('access-control-request-method')) {
    const headers = new Headers({
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': CORS_METHODS,
    });
    const requested = c.req.header('access-control-request-headers');
    if (requested) headers.set('Access-Control-Allow-Headers', requested);
    return new Response(null, { status: 200, headers });
  }
  await next();
  // A proxied fetch() response has immutable headers: copy it once before touching them.
  const res = new Response(c.res.body, c.res);
  res.headers.delete('Access-Control-Allow-Credentials');
  res.headers.set('Access-Control-Allow-Origin', '*');
  if (origin) {
    const exposed = EXPOSED_HEADERS.find(([prefix]) => c.req.path.startsWith(prefix));
    if (exposed) res.headers.set('Access-Control-Expose-Headers', exposed[1]);
  }
  c.res = undefined;
  c.res = res;
};

/** The HTTP API, laid out as Supabase's gateway lays it out. */
export function createApp(services: Services): Hono {
  const app = new Hono();

  if (services.config.logRequests) {
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      const ms = (performance.now() - started).toFixed(1);
      console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
    });
  }

  app.use(gatewayCors);

  app.use(
    bodyLimit({
      maxSize: services.config.maxBodyBytes,
      onError: (c) =>
        c.json(
          { statusCode: '413', error: 'Payload too large', message: 'The request body is too large' },
          413,
        ),
    }),
  );

  app.get('/', (c) => c.json({ name: 'local-supabase', status: 'ok' }));
  const gateway = apiGateway(services.config, services.keys, keyless);
  for (const prefix of ['/rest/v1/*', '/auth/v1/*', '/storage/v1/*']) app.use(prefix, gateway);
  app.route('/rest/v1', restRoutes(asService(services, 'authenticator')));
  app.route('/auth/v1', authRoutes(asService(services, 'supabase_auth_admin')));
  app.route('/storage/v1', storageRoutes(asService(services, 'supabase_storage_admin')));
  app.route('/functions/v1', functionsRoutes(services));

  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((error, c) => {
    console.error(error);
    return c.json({ message: 'An unexpected error occurred', error: String(error.message) }, 500);
  });
  return app;
}
