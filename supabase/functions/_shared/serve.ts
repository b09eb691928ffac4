// Serves a function under Deno (deployed, and in local-supabase) with the variables the edge
// runtime gives every function. The few Deno APIs used are declared here, in module scope, so the
// project's Node typecheck (no Deno globals) accepts the file; under Deno they are the real ones.
import type { AdminFunctionEnv } from './admin-caller.ts';
import { secretKey } from './project-keys.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
};

export function serveWithProjectEnv(
  createHandler: (env: AdminFunctionEnv) => (req: Request) => Promise<Response>,
) {
  Deno.serve(
    createHandler({
      SUPABASE_URL: Deno.env.get('SUPABASE_URL')!,
      SUPABASE_SECRET_KEY: secretKey((name) => Deno.env.get(name)),
    }),
  );
}
