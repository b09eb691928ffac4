import { useEffect } from 'react';
import { toast } from 'sonner';

/**
 * spec §8: a failed load shows a destructive toast titled 'Erro' (and is logged), once per failure.
 */
export function useErrorToast(error: unknown, description: string) {
  useEffect(() => {
    if (!error) return;
    console.error(`${description}:`, error);
    toast.error('Erro', { description });
  }, [error, description]);
}
