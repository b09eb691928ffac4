import type { LinksFunction } from 'react-router';

import { INSIGHTS_FEED_PATH } from '@/config/content-paths';
import { insightsSeo } from '@/content/insights';

/** The insights pages point feed readers at the RSS feed the build writes (scripts/build/insights-feed.ts). */
export const insightsFeedLinks: LinksFunction = () => [
  { rel: 'alternate', type: 'application/rss+xml', title: insightsSeo.title, href: INSIGHTS_FEED_PATH },
];
