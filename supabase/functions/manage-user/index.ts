// The entry point Supabase deploys, and the one local-supabase runs under Deno. The logic lives in
// handler.ts so tests can also call it directly.
import { createHandler } from './handler.ts';

// The few Deno APIs used here, declared in module scope so the project's Node typecheck
// (tsc, which has no Deno globals) accepts this file; under Deno the real global is the same shape.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
};

Deno.serve(
  createHandler({
    SUPABASE_URL: Deno.env.get('SUPABASE_URL')!,
    SUPABASE_SERVICE_ROLE_KEY: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!,
  }),
);
