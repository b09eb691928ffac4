import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';

import { useEraseLgpdPerson } from '../api/erase-lgpd-person';
import { lgpdMessages, requestReference } from '../api/lgpd-schema';
import { countsSentence, type LgpdCounts } from '../utils/lgpd-counts';

interface LgpdEraseDialogProps {
  /** The e-mail searched; the admin types it again to confirm. */
  email: string;
  /** What the search found, said in the warning. */
  counts: LgpdCounts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * 'Apagar todos os dados': says what goes and that it cannot be undone, asks for the e-mail typed
 * again, then erases through `lgpd_erase` (one transaction) and toasts the counts it logged.
 */
export function LgpdEraseDialog({ email, counts, open, onOpenChange }: LgpdEraseDialogProps) {
  const erase = useEraseLgpdPerson();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const pending = erase.isPending;

  const handleOpenChange = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setTyped('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sameAddress(typed, email)) {
      setError(lgpdMessages.confirmMismatch);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    let logged;
    try {
      logged = await erase.mutateAsync(email);
    } catch (failure) {
      console.error('Erro ao apagar dados (LGPD):', failure);
      toast.error('Erro', {
        description: 'Não foi possível apagar os dados. Nada foi apagado; tente novamente.',
      });
      return;
    }
    toast.success('Dados apagados', {
      description: `Apagados: ${countsSentence(logged)}. Referência do registro: ${requestReference(logged)}.`,
    });
    setTyped('');
    setError(undefined);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        role="alertdialog"
        title="Apagar todos os dados"
        description={`Serão apagados definitivamente ${countsSentence(counts)} ligados a este e-mail (com ou sem +tag). Não é possível desfazer. O registro de solicitações guarda apenas a data, quem apagou e as quantidades.`}
      >
        <form noValidate onSubmit={onSubmit} aria-label="Confirmar exclusão" className="space-y-4">
          <FormField
            label="Digite o e-mail para confirmar"
            error={error}
            hint={
              <>
                E-mail buscado: <span className="font-medium break-all text-ink-900">{email}</span>
              </>
            }
          >
            {(control) => (
              <EmailInput
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value);
                  if (error) setError(undefined);
                }}
                disabled={pending}
                {...control}
              />
            )}
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Cancelar
              </Button>
            </DialogClose>
            <SubmitButton
              variant="danger"
              pending={pending}
              label="Apagar definitivamente"
              pendingLabel="Apagando..."
            />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
