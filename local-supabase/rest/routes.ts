import { Hono } from 'hono';
import type { Services } from '../services.ts';

/** /rest/v1 — placeholder until implemented. */
export function restRoutes(services: Services): Hono {
  void services;
  return new Hono();
}
