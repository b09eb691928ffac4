import type { Config } from '@react-router/dev/config';

/**
 * Framework mode without a server: every public route is prerendered to static HTML at build time
 * (loaders of prerendered routes run then, in Node), everything else gets the SPA shell.
 * Later: add the static public routes and the slugs read from the database here.
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: false,
  prerender: ['/'],
  future: {
    // Lets plain `vite build` (npm run build) build client + server environments; v8 default.
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
