import type { Services } from '../services.ts';

/** Uploads seed files into buckets (config.toml `objects_path`) — placeholder until implemented. */
export async function seedStorage(services: Services): Promise<number> {
  void services;
  return 0;
}
