import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { DialogFormActions } from '@/components/admin/form-actions';
import { FormField } from '@/components/ui/form-field';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/input';
import { slugify } from '@/lib/slug';

import { useCreateNicho } from '../api/create-nicho';
import { isUniqueViolation } from '../api/errors';
import type { Nicho } from '../api/get-nichos';
import { nichoFormSchema, nichoMessages, type NichoFormValues } from '../api/nicho-schema';
import { useUpdateNicho } from '../api/update-nicho';

interface NichoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The niche being edited, or null for a new one. */
  nicho: Nicho | null;
}

/** 'Novo Nicho' / 'Editar Nicho': nome required, slug derived from it, descrição optional. */
export function NichoDialog({ open, onOpenChange, nicho }: NichoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={nicho ? 'Editar Nicho' : 'Novo Nicho'}
        description={
          nicho ? 'Altere o nome ou a descrição do nicho.' : 'Cadastre um nicho para classificar os cases.'
        }
      >
        {/* Mounted on open (Radix unmounts closed content): every opening starts from the niche. */}
        <NichoForm nicho={nicho} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function NichoForm({ nicho, onDone }: { nicho: Nicho | null; onDone: () => void }) {
  const form = useForm<NichoFormValues>({
    resolver: zodResolver(nichoFormSchema),
    defaultValues: { nome: nicho?.nome ?? '', descricao: nicho?.descricao ?? '' },
    shouldFocusError: true,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const createNicho = useCreateNicho();
  const updateNicho = useUpdateNicho();
  const nome = useWatch({ control, name: 'nome' });
  const slug = slugify(nome ?? '');

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        if (nicho) await updateNicho.mutateAsync({ id: nicho.id, values });
        else await createNicho.mutateAsync(values);
      } catch (error) {
        console.error('Erro ao salvar nicho:', error);
        if (isUniqueViolation(error)) {
          const message = nichoMessages.duplicate(slugify(values.nome));
          form.setError('nome', { type: 'server', message }, { shouldFocus: true });
          toast.error('Erro', { description: message });
        } else {
          toast.error('Erro', { description: 'Erro ao salvar nicho' });
        }
        return;
      }
      toast.success('Sucesso', {
        description: nicho ? 'Nicho atualizado com sucesso' : 'Nicho criado com sucesso',
      });
      onDone();
    },
    (invalid) => {
      toast.error('Erro', {
        description: invalid.nome?.message ?? invalid.descricao?.message ?? nichoMessages.nomeRequired,
      });
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField
        label="Nome"
        required
        error={errors.nome?.message}
        hint={
          <>
            Slug: <span className="font-mono">{slug || '...'}</span>
          </>
        }
      >
        {(control) => <Input autoComplete="off" {...control} {...register('nome')} />}
      </FormField>
      <FormField label="Descrição (opcional)" error={errors.descricao?.message}>
        {(control) => <Textarea rows={3} {...control} {...register('descricao')} />}
      </FormField>
      <DialogFormActions
        pending={isSubmitting}
        submitLabel={nicho ? 'Salvar' : 'Criar nicho'}
        pendingLabel={nicho ? 'Salvando...' : 'Criando...'}
      />
    </form>
  );
}
