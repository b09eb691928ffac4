import { Hono } from 'hono';
import type { Services } from '../services.ts';

/** /auth/v1 — placeholder until implemented. */
export function authRoutes(services: Services): Hono {
  void services;
  return new Hono();
}
