import { startLocalSupabase } from './local-supabase/server.ts';
const api = await startLocalSupabase({ dataDir: null, port: 0, logRequests: false });
await api.close();
const c2 = process.cpuUsage(); const t1 = Date.now();
const api2 = await startLocalSupabase({ dataDir: null, port: 0, logRequests: false });
const c3 = process.cpuUsage(c2);
console.log('second start wall', Date.now() - t1, 'cpu', (c3.user + c3.system) / 1000);
await api2.close();
