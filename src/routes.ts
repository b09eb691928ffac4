import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/site/home.tsx'),
  route('salto', 'routes/site/salto.tsx'),
  route('agentes-de-ia', 'routes/site/agentes-de-ia.tsx'),
  route('cultura', 'routes/site/cultura.tsx'),
  route('politica-de-privacidade', 'routes/site/politica-de-privacidade.tsx'),
  route('termos-de-uso', 'routes/site/termos-de-uso.tsx'),
  // Keep last: unknown paths.
  route('*', 'routes/site/not-found.tsx'),
] satisfies RouteConfig;
