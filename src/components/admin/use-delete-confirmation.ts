import { useState } from 'react';
import { toast } from 'sonner';

/** The part of a delete mutation (by id) the confirmation uses. */
interface DeleteMutation {
  mutate: (id: string, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

interface DeleteConfirmationOptions {
  mutation: DeleteMutation;
  /** e.g. 'Case excluído com sucesso'. */
  successMessage: string;
  /** Toasted and logged, e.g. 'Erro ao excluir case'. */
  failureMessage: string;
  /** After a successful delete (e.g. move the focus: the row and its button are gone). */
  onDeleted?: () => void;
}

/**
 * Delete with confirmation: `ask(item)` opens the `ConfirmDialog` (spread
 * `dialogProps`); confirming deletes, toasts the outcome and closes it. `item` stays set while the
 * dialog closes, so its question does not change under the user.
 */
export function useDeleteConfirmation<T extends { id: string }>({
  mutation,
  successMessage,
  failureMessage,
  onDeleted,
}: DeleteConfirmationOptions) {
  const [item, setItem] = useState<T | null>(null);
  const [open, setOpen] = useState(false);

  const ask = (next: T) => {
    setItem(next);
    setOpen(true);
  };

  const confirm = () => {
    if (!item) return;
    mutation.mutate(item.id, {
      onSuccess: () => {
        toast.success('Sucesso', { description: successMessage });
        setOpen(false);
        onDeleted?.();
      },
      onError: (error) => {
        console.error(`${failureMessage}:`, error);
        toast.error('Erro', { description: failureMessage });
        setOpen(false);
      },
    });
  };

  return {
    item,
    ask,
    dialogProps: { open, onOpenChange: setOpen, pending: mutation.isPending, onConfirm: confirm },
  };
}
