import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  createLocalJWKSet,
  decodeProtectedHeader,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTHeaderParameters,
} from 'jose';
import type { DbRole } from '../db/request-transaction.ts';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

/**
 * Why a token was refused. Each service words it its own way (GoTrue, PostgREST, storage-api and the
 * functions' relay all differ), so the reason travels with jose's own message (storage-api's words).
 */
export type JwtFailure = 'expired' | 'claims' | 'algorithm' | 'unknown-key' | 'signature' | 'malformed';

export class JwtError extends Error {
  constructor(
    readonly failure: JwtFailure,
    message: string,
    /** The header of the refused token, when it could be read. */
    readonly header: Partial<JWTHeaderParameters> = {},
  ) {
    super(message);
    this.name = 'JwtError';
  }
}

/** The algorithms Supabase signs sessions with: the legacy shared secret, or a signing key. */
const ASYMMETRIC_ALGORITHMS = ['ES256', 'RS256'] as const;
type AsymmetricAlgorithm = (typeof ASYMMETRIC_ALGORITHMS)[number];
const VALID_ALGORITHMS = ['HS256', ...ASYMMETRIC_ALGORITHMS];

/** A JWK as `supabase gen signing-key` writes it (private part included). */
export type SigningJwk = JWK & { kid: string; alg: AsymmetricAlgorithm; key_ops?: string[] };

/**
 * The project's JWT keys, as a Supabase project created today has them: sessions signed with an
 * asymmetric signing key (its public half served at /auth/v1/.well-known/jwks.json), and the legacy
 * JWT secret still accepted, so the legacy anon and service_role keys (HS256) keep working.
 * `legacy`: a project that never moved to signing keys signs with the secret and serves no key.
 */
export class JwtKeys {
  private readonly publicKeys: ReturnType<typeof createLocalJWKSet>;

  private constructor(
    private readonly secret: Uint8Array,
    private readonly signer: { key: CryptoKey; kid: string; alg: AsymmetricAlgorithm } | null,
    /** Public JWKs of every signing key (the current one and any kept to verify only). */
    readonly jwks: { keys: JWK[] },
  ) {
    this.publicKeys = createLocalJWKSet(jwks);
  }

  static legacy(secret: string): JwtKeys {
    return new JwtKeys(new TextEncoder().encode(secret), null, { keys: [] });
  }

  /** The keys of `signing_keys_path`: exactly one may sign (GoTrue's rule), the others only verify. */
  static async fromSigningKeys(secret: string, jwks: SigningJwk[]): Promise<JwtKeys> {
    const signing = jwks.filter((jwk) => jwk.key_ops?.includes('sign'));
    if (signing.length === 0) throw new Error('no signing key detected');
    if (signing.length > 1)
      throw new Error('multiple signing keys detected, only 1 signing key is supported');
    // WebCrypto gives a private key the 'sign' use only: the file's key_ops also list 'verify'.
    const { kid, alg, key_ops: _ops, ...material } = signing[0];
    const key = (await importJWK({ ...material, kid, alg }, alg)) as CryptoKey;
    return new JwtKeys(new TextEncoder().encode(secret), { key, kid, alg }, { keys: jwks.map(publicJwk) });
  }

  /** Whether sessions are signed with an asymmetric key (else with the legacy secret). */
  get asymmetric(): boolean {
    return this.signer !== null;
  }

  /** Signs as GoTrue does: header `{alg, kid, typ: 'JWT'}` with the signing key, or HS256. */
  sign(claims: JwtClaims): Promise<string> {
    const jwt = new SignJWT(claims);
    if (!this.signer) return jwt.setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.secret);
    const { key, kid, alg } = this.signer;
    return jwt.setProtectedHeader({ alg, kid, typ: 'JWT' }).sign(key);
  }

  /**
   * Verifies a token signed with the legacy secret (HS256) or one of the signing keys (by `kid`).
   * `alg: none`, other algorithms, unknown keys, bad signatures and expired tokens are refused.
   */
  async verify(token: string): Promise<JwtClaims> {
    let header: Partial<JWTHeaderParameters>;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      throw new JwtError('malformed', 'Invalid Compact JWS');
    }
    try {
      const { payload } = await jwtVerify(
        token,
        (protectedHeader, jws) =>
          protectedHeader.alg === 'HS256' ? this.secret : this.publicKeys(protectedHeader, jws),
        { algorithms: VALID_ALGORITHMS },
      );
      return payload as JwtClaims;
    } catch (error) {
      throw new JwtError(failureOf(error), error instanceof Error ? error.message : String(error), header);
    }
  }
}

function failureOf(error: unknown): JwtFailure {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) return 'claims';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'algorithm';
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys)
    return 'unknown-key';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature';
  return 'malformed';
}

/** The public half GoTrue serves: no private parts, `use: sig`, `key_ops: ['verify']`. */
function publicJwk(jwk: SigningJwk): JWK {
  const { kty, kid, alg, crv, x, y, n, e, ext } = jwk;
  const fields = { kty, kid, alg, crv, x, y, n, e, ext, use: 'sig', key_ops: ['verify'] };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as JWK;
}

/** A new ES256 signing key, in the shape `supabase gen signing-key --algorithm ES256` writes. */
export async function generateSigningKey(): Promise<SigningJwk> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    ...jwk,
    kid: crypto.randomUUID(),
    alg: 'ES256',
    use: 'sig',
    key_ops: ['sign', 'verify'],
    ext: true,
  };
}

/**
 * Reads a signing keys file (`[auth] signing_keys_path`: a JSON array of private JWKs). Anything
 * Supabase would not accept is refused here, naming the file and the key.
 */
export function readSigningKeys(file: string): SigningJwk[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`failed to read signing keys from ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (!Array.isArray(parsed) || parsed.length === 0)
    throw new Error(`failed to decode signing keys: ${file} must hold a JSON array of JWKs`);
  return parsed.map((jwk: SigningJwk, index) => {
    const name = `${file}, key ${jwk?.kid ?? index}`;
    if (!ASYMMETRIC_ALGORITHMS.includes(jwk?.alg))
      throw new Error(`${name}: alg must be ES256 or RS256 (got ${String(jwk?.alg)})`);
    if (typeof jwk.kid !== 'string' || jwk.kid === '') throw new Error(`${name}: kid is missing`);
    if (jwk.alg === 'ES256' && (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d))
      throw new Error(`${name}: an ES256 key must be a private EC P-256 JWK`);
    if (jwk.alg === 'RS256' && (jwk.kty !== 'RSA' || !jwk.d))
      throw new Error(`${name}: an RS256 key must be a private RSA JWK`);
    return jwk;
  });
}

/**
 * The signing key local-supabase made for a project without `signing_keys_path`, kept beside its
 * data (`<dataDir>/signing-keys.json`) so sessions survive a restart; a new one in memory without
 * a data directory.
 */
export async function localSigningKeys(dataDir: string | null): Promise<SigningJwk[]> {
  const file = dataDir ? path.join(dataDir, 'signing-keys.json') : null;
  if (file && fs.existsSync(file)) return readSigningKeys(file);
  const keys = [await generateSigningKey()];
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  }
  return keys;
}

const API_ROLES: readonly DbRole[] = ['anon', 'authenticated', 'service_role'];

/** The database role a verified token asks for; only the three API roles are accepted. */
export function roleOf(claims: JwtClaims): DbRole {
  const role = claims.role as DbRole;
  if (!API_ROLES.includes(role)) throw new JwtError('claims', `role "${String(claims.role)}" is not allowed`);
  return role;
}

/** Signs with the legacy JWT secret (HS256): the legacy API keys, and tests' hand-made tokens. */
export function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}
