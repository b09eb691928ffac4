import { queryOptions } from '@tanstack/react-query';

import { BUILD_INFO_PATH, buildInfoSchema, type BuildInfo } from '@/lib/build-info';

import { publishingKeys } from './keys';

/**
 * The live site's build-info.json, from the site's own origin and never from a cache. Null when
 * the site has none: `npm run dev` (no build; its fallback may even answer HTML) or a build older
 * than the file. A request that gets no answer throws (and is retried).
 */
export async function getLiveBuild(): Promise<BuildInfo | null> {
  const response = await fetch(BUILD_INFO_PATH, { cache: 'no-store' });
  if (!response.ok) return null;
  try {
    return buildInfoSchema.parse(await response.json());
  } catch {
    return null;
  }
}

export function liveBuildQueryOptions() {
  return queryOptions({ queryKey: publishingKeys.liveBuild(), queryFn: getLiveBuild });
}
