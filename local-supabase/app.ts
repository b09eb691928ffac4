import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { bodyLimit } from 'hono/body-limit';
import type { Services } from './services.ts';
import { restRoutes } from './rest/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { storageRoutes } from './storage/routes.ts';
import { functionsRoutes } from './functions/routes.ts';

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

  app.use(
    cors({
      origin: (origin) => origin || '*',
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'authorization',
        'apikey',
        'x-client-info',
        'content-type',
        'content-profile',
        'accept-profile',
        'prefer',
        'range',
        'range-unit',
        'x-upsert',
        'cache-control',
        'x-supabase-api-version',
        'accept',
      ],
      exposeHeaders: ['content-range', 'content-location', 'content-length', 'x-supabase-api-version'],
      credentials: true,
      maxAge: 3600,
    }),
  );

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
  app.route('/rest/v1', restRoutes(services));
  app.route('/auth/v1', authRoutes(services));
  app.route('/storage/v1', storageRoutes(services));
  app.route('/functions/v1', functionsRoutes(services));

  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((error, c) => {
    console.error(error);
    return c.json({ message: 'An unexpected error occurred', error: String(error.message) }, 500);
  });
  return app;
}
