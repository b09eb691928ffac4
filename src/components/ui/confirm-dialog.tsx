import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from './dialog';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, e.g. 'Tem certeza que deseja excluir o case "X"?'. */
  description: string;
  confirmLabel?: string;
  /** `danger` (the default) for what cannot be undone; `primary` for a change that can be. */
  confirmVariant?: 'danger' | 'primary';
  /** While the action runs: the button shows a spinner and both buttons are disabled. */
  pending?: boolean;
  onConfirm: () => void;
}

/** Confirmation before a destructive action; focus starts on 'Cancelar' (the safe choice). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Excluir',
  confirmVariant = 'danger',
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role="alertdialog" title={title} description={description}>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending} autoFocus>
              Cancelar
            </Button>
          </DialogClose>
          <Button variant={confirmVariant} disabled={pending} onClick={onConfirm}>
            {pending && <Spinner />}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
