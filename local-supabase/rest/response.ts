import { RestError } from './errors.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** `Content-Range` for `count` rows starting at `offset` out of `total` (null = unknown). */
export function contentRange(offset: number, count: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return count === 0 ? `*/${t}` : `${offset}-${offset + count - 1}/${t}`;
}

/** PostgREST's status for a read: 416 past the end, 206 for a partial page of a counted result, else 200. */
export function rangeStatus(offset: number, count: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > 0 && offset >= total && count === 0) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  return count < total ? 206 : 200;
}

export function jsonResponse(
  status: number,
  body: string | null,
  headers: Record<string, string> = {},
  contentType = JSON_TYPE,
): Response {
  const h = new Headers(headers);
  if (body !== null) h.set('Content-Type', contentType);
  return new Response(status === 204 ? null : body, { status, headers: h });
}

export function errorResponse(error: RestError): Response {
  return jsonResponse(error.status, JSON.stringify(error.body()));
}
