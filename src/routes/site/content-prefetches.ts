import { casePath, insightPath } from '@/config/content-paths';
import { caseBySlugRequest } from '@/domains/cases/api/get-case';
import { insightBySlugRequest } from '@/domains/insights/api/get-insight';
import type { ContentPrefetch } from '@/lib/content-prefetch';

/** The content pages whose request the SPA shell starts with its HTML (read by the build). */
export const contentPrefetches: ContentPrefetch[] = [
  { routeId: 'routes/site/case', path: casePath(':slug'), ...caseBySlugRequest },
  { routeId: 'routes/site/insight', path: insightPath(':categorySlug', ':slug'), ...insightBySlugRequest },
];
