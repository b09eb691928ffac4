/**
 * Runs one edge function under Deno for local-supabase (started by ./deno-workers.ts, never by
 * Node). It replaces `Deno.serve` so the function listens on a free local port that local-supabase
 * proxies to, instead of Deno's default 8000, then imports the function's index.ts unchanged: the
 * same file Supabase deploys.
 */

type Handler = (request: Request, info: unknown) => Response | Promise<Response>;

interface ServeOptions {
  hostname?: string;
  port?: number;
  signal?: AbortSignal;
  onListen?: (address: { hostname: string; port: number }) => void;
  onError?: (error: unknown) => Response | Promise<Response>;
  handler?: Handler;
}

// The few Deno APIs used here, so the project's Node typecheck accepts this file (a module, so the
// declaration stays local to it).
export {};
declare const Deno: {
  env: { get(name: string): string | undefined; delete(name: string): void };
  serve(options: ServeOptions & { handler: Handler }): unknown;
  stdout: { writeSync(data: Uint8Array): number };
  stdin: { readable: ReadableStream<Uint8Array> };
  exit(code: number): never;
};

/** The line on stdout that tells local-supabase the port (deno-workers.ts reads it). */
const READY = 'local-supabase:function-listening';

const entry = Deno.env.get('LOCAL_SUPABASE_FUNCTION_ENTRY');
// Variables for this runner and Deno's own start-up (Deno adds PATH and its Node shim marker when
// PATH is unset): the function sees only the environment the edge runtime gives it.
for (const name of [
  'LOCAL_SUPABASE_FUNCTION_ENTRY',
  'DENO_DIR',
  'DENO_NO_UPDATE_CHECK',
  'NO_COLOR',
  'PATH',
  'DENO_NODE_SHIM_ACTIVE',
]) {
  Deno.env.delete(name);
}

// local-supabase holds our stdin open and never writes to it: when it goes away, even killed,
// stdin ends, and so does this process instead of lingering on its port.
void (async () => {
  const reader = Deno.stdin.readable.getReader();
  for (;;) {
    const { done } = await reader.read();
    if (done) Deno.exit(0);
  }
})();

const realServe = Deno.serve.bind(Deno);
let listening = false;

/** `Deno.serve(handler)`, `Deno.serve(options, handler)` or `Deno.serve({ ...options, handler })`. */
function serve(first: unknown, second?: unknown): unknown {
  const options = (typeof first === 'object' && first !== null ? first : {}) as ServeOptions;
  const handler =
    typeof first === 'function' ? first : typeof second === 'function' ? second : options.handler;
  if (typeof handler !== 'function') throw new TypeError('Deno.serve: a handler function is required');
  if (listening) throw new Error('local-supabase serves one Deno.serve per function');
  listening = true;
  return realServe({
    hostname: '127.0.0.1',
    port: 0,
    signal: options.signal,
    onError: options.onError,
    handler: handler as Handler,
    onListen: ({ port }) => Deno.stdout.writeSync(new TextEncoder().encode(`${READY} ${port}\n`)),
  });
}
Object.defineProperty(Deno, 'serve', { value: serve, configurable: true, writable: true });

try {
  if (!entry) throw new Error('LOCAL_SUPABASE_FUNCTION_ENTRY is not set');
  const module = (await import(entry)) as { default?: { fetch?: Handler } };
  // The other entry point form the edge runtime accepts: `export default { fetch(request) {…} }`.
  const fetchHandler = module.default?.fetch;
  if (!listening && typeof fetchHandler === 'function') {
    serve((request: Request, info: unknown) => fetchHandler.call(module.default, request, info));
  }
  if (!listening) throw new Error(`${entry} neither calls Deno.serve(handler) nor exports default { fetch }`);
} catch (error) {
  // Printed on stderr, which local-supabase shows; the exit before READY is its BOOT_ERROR.
  console.error(error);
  Deno.exit(1);
}
