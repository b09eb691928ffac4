import { useEffect } from 'react';
import { toast } from 'sonner';

/**
 * A failed list load is logged and shown as a destructive toast titled 'Erro', once per
 * failure (each failed request brings a new error object).
 */
export function useLoadErrorToast(error: unknown, message: string) {
  useEffect(() => {
    if (!error) return;
    console.error(`${message}:`, error);
    toast.error('Erro', { description: message });
  }, [error, message]);
}
