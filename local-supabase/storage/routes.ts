import { Hono } from 'hono';
import type { Services } from '../services.ts';

/** /storage/v1 — placeholder until implemented. */
export function storageRoutes(services: Services): Hono {
  void services;
  return new Hono();
}
