import { useEffect } from 'react';
import { toast } from 'sonner';

/**
 * Spec §8: a failed list load is a destructive toast titled 'Erro' plus a console log — once per
 * failure (`errorUpdatedAt` changes with each new failure, not with re-renders).
 */
export function useLoadErrorToast(error: unknown, errorUpdatedAt: number, message: string) {
  useEffect(() => {
    if (!error) return;
    console.error(`${message}:`, error);
    toast.error('Erro', { description: message });
  }, [error, errorUpdatedAt, message]);
}
