import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';

/** 'Cancelar' is a button, held while saving, or a link back to the list (a form that is a page). */
export type CancelAction =
  { onCancel: () => void; cancelTo?: never } | { cancelTo: string; onCancel?: never };

/** The 'Cancelar' of a form's actions: a button (held while `pending`) or a link. */
export function CancelButton({ pending, onCancel, cancelTo }: CancelAction & { pending: boolean }) {
  return cancelTo === undefined ? (
    <Button variant="outline" onClick={onCancel} disabled={pending}>
      Cancelar
    </Button>
  ) : (
    <Link to={cancelTo} className={buttonClasses('outline')}>
      Cancelar
    </Link>
  );
}

type FormActionsProps = CancelAction & {
  pending: boolean;
  /** Holds the submit only (see `SubmitButton`). */
  submitDisabled?: boolean;
  submitLabel: string;
  pendingLabel: string;
};

/** 'Cancelar' and the submit at the end of a form: right-aligned, stacked submit-first on phones. */
export function FormActions({
  pending,
  submitDisabled,
  submitLabel,
  pendingLabel,
  ...cancel
}: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <CancelButton pending={pending} {...cancel} />
      <SubmitButton
        pending={pending}
        disabled={submitDisabled}
        label={submitLabel}
        pendingLabel={pendingLabel}
      />
    </div>
  );
}

interface DialogFormActionsProps {
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  className?: string;
}

/** The footer of a form in a dialog: 'Cancelar' (closes the dialog) and the submit. */
export function DialogFormActions({ pending, submitLabel, pendingLabel, className }: DialogFormActionsProps) {
  return (
    <DialogFooter className={className}>
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          Cancelar
        </Button>
      </DialogClose>
      <SubmitButton pending={pending} label={submitLabel} pendingLabel={pendingLabel} />
    </DialogFooter>
  );
}
