import WebSocket from 'ws';

// Node 20 has no global WebSocket, and supabase-js builds its realtime client (which needs one)
// inside createClient(). local-supabase runs supabase-js in edge-function handlers, and tests and
// benchmarks use it as a client; Node 22+ and Deno already have a native WebSocket.
if (typeof globalThis.WebSocket === 'undefined') {
  globalThis.WebSocket = WebSocket as unknown as typeof globalThis.WebSocket;
}
