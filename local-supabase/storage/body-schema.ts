import { ERRORS } from './errors.ts';

/**
 * The JSON-schema checks storage-api's routes declare, as Fastify runs them (Ajv with
 * `coerceTypes: 'array'`, stopping at the first failure): a failure is HTTP 400 with
 * `body must have required property 'x'` or `body/x must be integer`, Fastify's wording. Only the
 * keywords storage-api's bodies use are here.
 */
export interface FieldRule {
  type: 'string' | 'boolean' | 'integer' | 'object' | 'string[]';
  required?: boolean;
  nullable?: boolean;
  minimum?: number;
  minItems?: number;
  maxItems?: number;
  values?: readonly string[];
}

export type BodyRules = Record<string, FieldRule>;

/** Checks and coerces `body`; returns the object with coerced values (unknown fields kept). */
export function validateBody(body: unknown, rules: BodyRules, where = 'body'): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw ERRORS.validation(`${where} must be object`);
  const input = body as Record<string, unknown>;
  for (const [name, rule] of Object.entries(rules)) {
    if (rule.required && !(name in input)) {
      throw ERRORS.validation(`${where} must have required property '${name}'`);
    }
  }
  const output: Record<string, unknown> = { ...input };
  for (const [name, rule] of Object.entries(rules)) {
    if (!(name in input) || input[name] === undefined) continue;
    output[name] = checkField(input[name], rule, `${where}/${name}`);
  }
  return output;
}

function checkField(value: unknown, rule: FieldRule, path: string): unknown {
  if (value === null && rule.nullable) return null;
  const fail = (message: string): never => {
    throw ERRORS.validation(`${path} ${message}`);
  };
  switch (rule.type) {
    case 'string': {
      const coerced = coerceString(value);
      if (coerced === undefined) return fail('must be string');
      if (rule.values && !rule.values.includes(coerced)) fail('must be equal to one of the allowed values');
      return coerced;
    }
    case 'boolean': {
      const coerced = coerceBoolean(value);
      return coerced === undefined ? fail('must be boolean') : coerced;
    }
    case 'integer': {
      const coerced = coerceInteger(value);
      if (coerced === undefined) return fail('must be integer');
      if (!Number.isFinite(coerced)) fail('must pass "finite" keyword validation');
      if (rule.minimum !== undefined && coerced < rule.minimum) fail(`must be >= ${rule.minimum}`);
      return coerced;
    }
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : fail('must be object');
    case 'string[]': {
      const items = Array.isArray(value) ? value : [value];
      if (!Array.isArray(value) && coerceString(value) === undefined) fail('must be array');
      if (rule.minItems !== undefined && items.length < rule.minItems) {
        fail(`must NOT have fewer than ${rule.minItems} items`);
      }
      if (rule.maxItems !== undefined && items.length > rule.maxItems) {
        fail(`must NOT have more than ${rule.maxItems} items`);
      }
      return items.map((item, index) => {
        const coerced = coerceString(item);
        if (coerced === undefined) throw ERRORS.validation(`${path}/${index} must be string`);
        return coerced;
      });
    }
  }
}

// Ajv's type coercion: scalars convert into one another, a one-item array becomes its item.
function unwrap(value: unknown): unknown {
  return Array.isArray(value) && value.length === 1 ? value[0] : value;
}

function coerceString(raw: unknown): string | undefined {
  const value = unwrap(raw);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return '';
  return undefined;
}

function coerceBoolean(raw: unknown): boolean | undefined {
  const value = unwrap(raw);
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1) return true;
  if (value === 'false' || value === 0 || value === null) return false;
  return undefined;
}

function coerceInteger(raw: unknown): number | undefined {
  const value = unwrap(raw);
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'boolean') number = value ? 1 : 0;
  else if (value === null) number = 0;
  else if (typeof value === 'string' && value.trim() !== '') number = Number(value);
  else return undefined;
  if (Number.isNaN(number) || (Number.isFinite(number) && number % 1 !== 0)) return undefined;
  return number;
}
