import * as z from 'zod/mini';

/** Messages of our own when an edge function's answer carries none we can show. */
export const functionFallbacks = {
  network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  session: 'Sessão inválida ou expirada. Faça login novamente.',
} as const;

export interface FunctionRefusal {
  /** What to show: the function's own Portuguese message, or ours. */
  message: string;
  status: number | undefined;
  /** The gateway's English message, when that is what answered (e.g. 'Invalid JWT'). */
  gatewayMessage: string;
}

/**
 * Reads a failed `functions.invoke`. Our functions answer `{ error: '<mensagem em português>' }`,
 * shown as is; the gateway in front of them answers in English (`{ message: 'Invalid JWT' }`, 404,
 * 5xx), and those cases get `fallbacks` (no answer at all: the network message).
 */
export async function readFunctionError(
  error: unknown,
  fallbacks: { notFound: string; internal: string },
): Promise<FunctionRefusal> {
  const context =
    typeof error === 'object' && error !== null && 'context' in error ? error.context : undefined;
  if (!(context instanceof Response)) {
    return { message: functionFallbacks.network, status: undefined, gatewayMessage: '' };
  }
  const { status } = context;
  let body: unknown;
  try {
    body = await context.clone().json();
  } catch {
    body = undefined;
  }
  const own = z.object({ error: z.string() }).safeParse(body);
  if (own.success && own.data.error.trim() !== '')
    return { message: own.data.error, status, gatewayMessage: '' };

  const text = z.object({ message: z.string() }).safeParse(body);
  const gatewayMessage = text.success ? text.data.message : '';
  if (status === 401) return { message: functionFallbacks.session, status, gatewayMessage };
  if (status === 404) return { message: fallbacks.notFound, status, gatewayMessage };
  return { message: fallbacks.internal, status, gatewayMessage };
}
