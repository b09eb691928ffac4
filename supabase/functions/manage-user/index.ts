// The entry point Supabase deploys, and the one local-supabase runs under Deno. The logic lives in
// handler.ts so tests can also call it directly.
import { serveWithProjectEnv } from '../_shared/serve.ts';
import { createHandler } from './handler.ts';

serveWithProjectEnv(createHandler);
