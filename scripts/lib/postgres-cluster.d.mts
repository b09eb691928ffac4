/** Types of postgres-cluster.mjs (plain JS: `npm test` runs it before anything is installed). */
export { findPostgresBin } from './find-tools.mjs';
export const INSTALL_HINT: string;
export function startCluster(bin: string): Promise<{ url: string; stop(): void }>;
