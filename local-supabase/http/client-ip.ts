import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Config } from '../config.ts';

/**
 * The client's address: the socket's peer, or the first `X-Forwarded-For` entry when the config
 * trusts it (what GoTrue keys on behind Supabase's proxy).
 */
export function clientIp(c: Context, config: Config): string {
  if (config.trustForwardedFor) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.fetch() called without a Node socket (in-process requests).
    return 'unknown';
  }
}
