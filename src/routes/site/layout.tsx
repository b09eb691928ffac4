import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';

import { captureAttribution } from '@/domains/leads/attribution';
import { PrerenderedQueries } from '@/lib/prerender-queries';
import { getQueryClient } from '@/lib/query-client';
import { useCountedNavigation } from '@/lib/traffic-beacon';

// First-touch attribution of the visit, recorded as soon as the site's code runs in the browser
// (before hydration), so a visitor who clicks on at once still keeps their campaign.
if (typeof window !== 'undefined') captureAttribution();

/**
 * Pathless layout around every public page (the 404 included): the query cache with the
 * prerendered page's snapshot, and the count of pages reached inside the site. The admin has its
 * own (src/routes/admin/layout.tsx): its login page loads none of this.
 */
export default function SiteLayout() {
  const [queryClient] = useState(getQueryClient);
  useCountedNavigation();
  return (
    <QueryClientProvider client={queryClient}>
      <PrerenderedQueries>
        <Outlet />
      </PrerenderedQueries>
    </QueryClientProvider>
  );
}

export { RouteErrorScreen as ErrorBoundary } from '@/components/site/route-error-screen';
