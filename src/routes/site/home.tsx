import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';

import { Seo } from '@/components/seo';
import { homeSeo } from '@/content/home';
import { featuredCasesQueryOptions } from '@/features/cases/api/get-featured-cases';
import { FeaturedCasesList } from '@/features/cases/components/featured-cases-list';
import { makeQueryClient } from '@/lib/query-client';
import { errorMessage } from '@/lib/utils';

/**
 * Runs at build time only (`ssr: false` + prerender): the featured cases are fetched with the same
 * query options the component reads, dehydrated into the prerendered HTML, and refreshed by React
 * Query after hydration. If the API is unreachable during the build the page still prerenders and
 * the client fetches on load.
 */
export async function loader() {
  const queryClient = makeQueryClient();
  const options = featuredCasesQueryOptions();
  await queryClient.prefetchQuery(options);
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.status === 'error') {
    console.warn(`[prerender] /: cases em destaque indisponíveis no build (${errorMessage(state.error)}).`);
  }
  return { dehydratedState: dehydrate(queryClient) };
}

export default function HomeRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydratedState}>
      <Seo title={homeSeo.title} description={homeSeo.description} path={homeSeo.path} />
      <main className="min-h-dvh bg-ink-50">
        <section className="bg-ink-950 text-white">
          <div className="mx-auto max-w-5xl px-6 py-20 sm:py-28">
            <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
              Consultoria em Inteligência Artificial
            </p>
            <h1 className="mt-4 max-w-3xl font-display text-4xl font-bold tracking-tight text-balance sm:text-6xl">
              Automatize, economize e cresça sem contratar mais.
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-ink-200">
              Soluções práticas e personalizadas de IA para o seu negócio: do treinamento SALTO aos agentes de
              IA que trabalham pela sua equipe.
            </p>
          </div>
        </section>
        <section aria-labelledby="cases-destaque" className="mx-auto max-w-5xl px-6 py-16">
          <h2 id="cases-destaque" className="font-display text-2xl font-semibold text-ink-950">
            Cases em destaque
          </h2>
          <FeaturedCasesList className="mt-6" />
        </section>
      </main>
    </HydrationBoundary>
  );
}
