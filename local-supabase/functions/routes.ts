import { Hono } from 'hono';
import type { Services } from '../services.ts';

/** /functions/v1 — placeholder until implemented. */
export function functionsRoutes(services: Services): Hono {
  void services;
  return new Hono();
}
