import { spawnSync } from 'node:child_process';
import { findPostgresBin } from './scripts/lib/find-tools.mjs';
import { startCluster } from './scripts/lib/postgres-cluster.mjs';
const cluster = await startCluster(findPostgresBin());
const projects = process.argv.slice(2);
const r = spawnSync('node', ['scripts/cli/test-node24.mjs', ...projects.flatMap(p => ['--project', p])], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: cluster.url } });
cluster.stop();
process.exit(r.status ?? 1);
