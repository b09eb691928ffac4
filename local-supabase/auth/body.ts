import type { Context } from 'hono';
import { badRequest } from './errors.ts';

/** The JSON body as an object; GoTrue answers `bad_json` when it cannot be read. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch (error) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
}
