import type { AuthRateLimits } from '../project-config.ts';
import { AuthError } from './errors.ts';

/**
 * GoTrue's per-IP limiters (internal/api/apilimiter): token buckets that start full, hold `burst`
 * requests and refill at `limit / period`; a bucket untouched for an hour is forgotten.
 */
export type LimiterName =
  'token' | 'signups' | 'user' | 'recover' | 'verify' | 'anonymous' | 'mfa_challenge' | 'mfa_verify';

interface Bucket {
  tokens: number;
  updated: number;
}

interface Shape {
  /** Requests per second the bucket refills with. */
  rate: number;
  burst: number;
}

const FIVE_MINUTES = 5 * 60;
const HOUR = 60 * 60;
const EXPIRE_MS = HOUR * 1000;
/** Buckets kept at most (a flood of distinct keys cannot grow memory without bound). */
const MAX_BUCKETS = 100_000;

/**
 * Which config.toml limit each limiter uses, over which period, with which burst (GoTrue: 30 for
 * the per-5-minute limiters whatever the limit, the limit itself for anonymous sign-ins per hour).
 *   token     POST /token (password, refresh_token …)      token_refresh
 *   signups   POST /signup with an e-mail or phone          sign_in_sign_ups (GOTRUE_RATE_LIMIT_OTP)
 *   user      PUT /user                                     sign_in_sign_ups
 *   recover   POST /recover                                 sign_in_sign_ups
 *   verify    /verify                                       token_verifications
 *   anonymous POST /signup without e-mail or phone          anonymous_users
 *   mfa_challenge, mfa_verify  POST /factors/{id}/challenge, …/verify: 15 per minute, burst 30
 *             (GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY; config.toml has no key for it)
 */
function shapeOf(name: LimiterName, limits: AuthRateLimits, multiplier: number): Shape {
  const per5m = (limit: number): Shape => ({
    rate: (limit / FIVE_MINUTES) * multiplier,
    burst: 30 * multiplier,
  });
  switch (name) {
    case 'token':
      return per5m(limits.tokenRefresh);
    case 'signups':
    case 'user':
    case 'recover':
      return per5m(limits.signInSignUps);
    case 'verify':
      return per5m(limits.tokenVerifications);
    case 'mfa_challenge':
    case 'mfa_verify':
      return { rate: (15 / 60) * multiplier, burst: 30 * multiplier };
    case 'anonymous':
      return {
        rate: (limits.anonymousUsers / HOUR) * multiplier,
        burst: limits.anonymousUsers * multiplier,
      };
  }
}

/** GoTrue's answer once a bucket is empty: 429 over_request_rate_limit, no Retry-After. */
export const rateLimited = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limits: () => AuthRateLimits,
    private readonly multiplier: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request from `key`'s bucket of `name`; throws the 429 when it is empty. */
  take(name: LimiterName, key: string): void {
    const { rate, burst } = shapeOf(name, this.limits(), this.multiplier);
    const id = `${name}\u0000${key}`;
    const now = this.now();
    let bucket = this.buckets.get(id);
    if (bucket && now - bucket.updated > EXPIRE_MS) bucket = undefined;
    if (bucket) {
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.updated) / 1000) * rate);
      bucket.updated = now;
      // Re-inserted so the map's order stays least-recently-used first.
      this.buckets.delete(id);
    } else {
      bucket = { tokens: burst, updated: now };
      if (this.buckets.size >= MAX_BUCKETS) this.evict();
    }
    this.buckets.set(id, bucket);
    if (bucket.tokens < 1) throw rateLimited();
    bucket.tokens -= 1;
  }

  /** Drops the least recently used buckets (the map's first entries) to make room. */
  private evict(): void {
    for (const id of this.buckets.keys()) {
      if (this.buckets.size < MAX_BUCKETS) return;
      this.buckets.delete(id);
    }
  }
}
