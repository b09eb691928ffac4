import type { Context } from 'hono';
import { badRequest } from './errors.ts';
import { JsonBodyError, parseJsonBounded } from '../rest/json-body.ts';

/**
 * The JSON body as an object; GoTrue (retrieveRequestParams) answers 400 `bad_json` with
 * "Could not parse request body as JSON: <reason>" when it cannot be read, an empty body included.
 * Only the routes that skip parsing an empty body (admin user delete) pass `allowEmpty`.
 */
export async function readBody(
  c: Context,
  { allowEmpty = false }: { allowEmpty?: boolean } = {},
): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.length === 0 && allowEmpty) return {};
  let value: unknown;
  try {
    if (text.trim() === '') throw new JsonBodyError('unexpected end of JSON input', false);
    value = parseJsonBounded(text);
  } catch (error) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
}

const GO_JSON_TYPES: Record<string, string> = { number: 'number', boolean: 'bool', object: 'object' };

/**
 * A string field of GoTrue's request struct: absent or null is ''; another JSON type fails Go's
 * decoding of the body, which GoTrue answers as an unreadable body.
 */
export function stringField(body: Record<string, unknown>, key: string, struct: string): string {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  const type = Array.isArray(value) ? 'array' : GO_JSON_TYPES[typeof value];
  throw badRequest(
    'bad_json',
    `Could not parse request body as JSON: json: cannot unmarshal ${type} into Go struct field ${struct}.${key} of type string`,
  );
}
