import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  /** The form is being sent: a spinner and `pendingLabel`. */
  pending: boolean;
  /** Holds the button; by default while pending (e.g. also while an image uploads). */
  disabled?: boolean;
  label: string;
  /** e.g. 'Salvando...'. */
  pendingLabel: string;
}

/** The submit of a form: its label, or a spinner and `pendingLabel` while the form is being sent. */
export function SubmitButton({
  pending,
  disabled = pending,
  label,
  pendingLabel,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={disabled} {...props}>
      {pending && <Spinner />}
      {pending ? pendingLabel : label}
    </Button>
  );
}
