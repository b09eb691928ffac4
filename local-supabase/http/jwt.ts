import { SignJWT, jwtVerify, errors } from 'jose';
import type { DbRole } from '../db/request-transaction.ts';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

export class JwtError extends Error {
  constructor(
    readonly reason: 'expired' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'JwtError';
  }
}

const encoder = new TextEncoder();
const API_ROLES: readonly DbRole[] = ['anon', 'authenticated', 'service_role'];

/** HS256 only: `alg: none`, other algorithms, bad signatures and expired tokens are refused. */
export async function verifyJwt(token: string, secret: string): Promise<JwtClaims> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    return payload as JwtClaims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new JwtError('expired', 'JWT expired');
    throw new JwtError('invalid', 'invalid JWT: unable to parse or verify signature');
  }
}

export function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

/** The database role a verified token asks for; only the three API roles are accepted. */
export function roleOf(claims: JwtClaims): DbRole {
  const role = claims.role as DbRole;
  if (!API_ROLES.includes(role))
    throw new JwtError('invalid', `role "${String(claims.role)}" is not allowed`);
  return role;
}
