import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import { API_URL, localApiPort } from './build-target.ts';

/**
 * The database the prerender reads (every case, category and article in the database at
 * build time becomes real HTML). A build pointed at a hosted project reads that project. A build
 * pointed at a local URL uses the API already answering there (a running `npm run dev`) or starts
 * a fresh, seeded local-supabase in memory for the length of the build — so a fresh clone's
 * `npm run build` prerenders the seed content with nothing else running.
 */
let started: Promise<LocalSupabase | undefined> | undefined;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/auth/v1/settings', url), { signal: AbortSignal.timeout(2_000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

export function ensureBuildApi(log: (message: string) => void): Promise<LocalSupabase | undefined> {
  started ??= (async () => {
    const port = localApiPort(API_URL);
    if (port === undefined) return undefined;
    if (await answers(API_URL)) {
      log(`[prerender] reading content from the API already running at ${API_URL}`);
      return undefined;
    }
    const api = await startLocalSupabase({ dataDir: null, port, logRequests: false });
    log(`[prerender] started a fresh local-supabase (seed data) at ${api.url} for this build`);
    return api;
  })();
  return started;
}

export async function stopBuildApi(): Promise<void> {
  const api = await started;
  started = undefined;
  await api?.close();
}
