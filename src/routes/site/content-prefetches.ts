import { casePath, insightPath } from '@/config/content-paths';
import { caseBySlugRequest } from '@/domains/cases/api/get-case';
import { caseNichesRpc } from '@/domains/cases/api/get-case-niches';
import { insightBySlugRequest } from '@/domains/insights/api/get-insight';
import type { ContentPrefetch } from '@/lib/content-prefetch';
import { IMAGE_LAYOUTS } from '@/lib/responsive-image';

/** The content pages whose request the SPA shell starts with its HTML (read by the build). */
export const contentPrefetches: ContentPrefetch[] = [
  {
    routeId: 'routes/site/case',
    path: casePath(':slug'),
    ...caseBySlugRequest,
    cover: { column: 'imagem_destacada', layout: IMAGE_LAYOUTS.caseCover },
    itemRpc: { ...caseNichesRpc, column: 'id' },
  },
  {
    routeId: 'routes/site/insight',
    path: insightPath(':categorySlug', ':slug'),
    ...insightBySlugRequest,
    cover: { column: 'imagem', layout: IMAGE_LAYOUTS.articleCover },
  },
];
