/**
 * A supabase-js stand-in for the admin's lead tests: every request made through it is recorded as
 * its table and the builder calls made on it, in order (`['select', columns, options]`,
 * `['in', 'stage', ['qualificado']]`, `['update', {...}]`…), and answered by the test as PostgREST
 * would (`{ data, error, count }`). Tests assert on the calls — what the filters make of a query —
 * and answer from their own rows.
 *
 *   const supabase = fakeSupabase((request) => ({ data: [], error: null, count: 0 }));
 *   vi.mock(import('@/lib/get-supabase'), () => ({ getSupabase: async () => supabase.client }));
 */

export type FakeCall = [method: string, ...args: unknown[]];

export interface FakeRequest {
  table: string;
  calls: FakeCall[];
}

export interface FakeAnswer {
  data: unknown;
  error: unknown;
  count?: number | null;
}

type Answerer = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** The arguments of the request's first call to `method`; undefined when it made none. */
export function argsOf(request: FakeRequest, method: string): unknown[] | undefined {
  return request.calls.find(([name]) => name === method)?.slice(1);
}

/** What the request does: select, insert, update or delete (its first call). */
export const operationOf = (request: FakeRequest) => request.calls[0]?.[0];

/** The value of the request's `.eq(column, value)`. */
export const eqOf = (request: FakeRequest, column: string) =>
  request.calls.find(([name, first]) => name === 'eq' && first === column)?.[2];

/** A builder: every call is recorded and returns the builder; awaiting it asks `answer`. */
function builder(request: FakeRequest, answer: Answerer): unknown {
  const proxy: unknown = new Proxy(
    {},
    {
      get(_target, property) {
        if (property === 'then') {
          return (resolve: (value: unknown) => unknown, reject: (reason: unknown) => unknown) =>
            Promise.resolve()
              .then(() => answer(request))
              .then(resolve, reject);
        }
        return (...args: unknown[]) => {
          request.calls.push([String(property), ...args]);
          return proxy;
        };
      },
    },
  );
  return proxy;
}

export function fakeSupabase(answer: Answerer) {
  const requests: FakeRequest[] = [];
  const client = {
    from(table: string) {
      const request: FakeRequest = { table, calls: [] };
      requests.push(request);
      return builder(request, answer);
    },
    /** A function call: recorded as the table `rpc:<name>` with the call `['rpc', args]`. */
    rpc(name: string, args?: unknown) {
      const request: FakeRequest = { table: `rpc:${name}`, calls: [['rpc', args]] };
      requests.push(request);
      return builder(request, answer);
    },
  };
  return {
    client: client as never,
    requests,
    /** The requests to `table` doing `operation`, oldest first. */
    to: (table: string, operation?: string) =>
      requests.filter(
        (request) =>
          request.table === table && (operation === undefined || operationOf(request) === operation),
      ),
  };
}
