import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/site/home.tsx'),
  // Keep last: unknown paths.
  route('*', 'routes/site/not-found.tsx'),
] satisfies RouteConfig;
