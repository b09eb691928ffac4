/**
 * Webhook signatures: the receiver recomputes HMAC-SHA256(secret, `${timestamp}.${body}`) and
 * compares it with `v1` in the `X-Lead-Signature: t=<unix seconds>,v1=<hex>` header (the scheme
 * Stripe uses), refusing old timestamps so a captured request cannot be replayed later.
 * Web Crypto only: the same code runs under Deno (the function) and Node (tests, receivers).
 */
export const SIGNATURE_HEADER = 'X-Lead-Signature';

/** How old a signed request may be when it arrives. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The header value for `body` sent at `timestamp` (unix seconds). */
export async function signWebhook(secret: string, body: string, timestamp: number): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`;
}

/** Constant-time comparison of two hex strings. */
function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** What a receiver runs: true when `header` signs `body` with `secret` and is recent enough. */
export async function verifyWebhook(
  secret: string,
  body: string,
  header: string | null,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name, value.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    return false;
  return sameHex(given, await hmacHex(secret, `${timestamp}.${body}`));
}
