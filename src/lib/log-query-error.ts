import { useEffect } from 'react';

/**
 * Logs a query's error to the console once per error: the page shows its own error
 * state, or does without the data; the log is what tells a developer why.
 */
export function useLogQueryError(message: string, query: { isError: boolean; error: unknown }) {
  const { isError, error } = query;
  useEffect(() => {
    if (isError) console.error(message, error);
  }, [message, isError, error]);
}
