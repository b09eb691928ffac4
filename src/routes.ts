import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // Public pages: prerendered; their layout holds the query cache and the traffic count.
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('salto', 'routes/site/salto.tsx'),
    route('agentes-de-ia', 'routes/site/agentes-de-ia.tsx'),
    route('cultura', 'routes/site/cultura.tsx'),
    route('politica-de-privacidade', 'routes/site/politica-de-privacidade.tsx'),
    route('termos-de-uso', 'routes/site/termos-de-uso.tsx'),
    // Database content: each route's build-time loader prerenders the queries it names (every
    // case, category and article at build time); in the browser React Query fetches.
    route('cases', 'routes/site/cases.tsx'),
    route('cases/:slug', 'routes/site/case.tsx'),
    route('insights', 'routes/site/insights.tsx'),
    route('insights/:categorySlug', 'routes/site/insights-category.tsx'),
    route('insights/:categorySlug/:postSlug', 'routes/site/insight.tsx'),
    // Keep last: unknown paths.
    route('*', 'routes/site/not-found.tsx'),
  ]),
  // Admin: client-only (not prerendered), lazy; the auth provider wraps login and the protected area.
  layout('routes/admin/auth-layout.tsx', [
    route('admin/login', 'routes/admin/login.tsx'),
    route('admin/recuperar-senha', 'routes/admin/recuperar-senha.tsx'),
    route('admin/definir-senha', 'routes/admin/definir-senha.tsx'),
    route('admin/verificacao', 'routes/admin/verificacao.tsx'),
    route('admin', 'routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('insights', 'routes/admin/insights/index.tsx'),
      route('insights/create', 'routes/admin/insights/create.tsx'),
      route('insights/edit/:id', 'routes/admin/insights/edit.tsx'),
      route('insights/edit/:id/historico', 'routes/admin/insights/history.tsx'),
      route('categorias', 'routes/admin/categorias.tsx'),
      route('midia', 'routes/admin/midia.tsx'),
      route('cases', 'routes/admin/cases/index.tsx'),
      route('cases/create', 'routes/admin/cases/create.tsx'),
      route('cases/edit/:id', 'routes/admin/cases/edit.tsx'),
      route('cases/edit/:id/historico', 'routes/admin/cases/history.tsx'),
      route('cases/nichos', 'routes/admin/cases/niches.tsx'),
      route('users', 'routes/admin/users.tsx'),
      route('leads', 'routes/admin/leads.tsx'),
      route('leads/lgpd', 'routes/admin/leads/lgpd.tsx'),
      route('noticias', 'routes/admin/noticias.tsx'),
      route('noticias/:id/historico', 'routes/admin/noticias/history.tsx'),
      route('redirecionamentos', 'routes/admin/redirecionamentos.tsx'),
      route('trafego', 'routes/admin/trafego.tsx'),
      route('atividade', 'routes/admin/atividade.tsx'),
      route('lixeira', 'routes/admin/lixeira.tsx'),
      route('configuracoes', 'routes/admin/configuracoes.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
