import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';

import { DialogFormActions } from '@/components/admin/form-actions';
import { useFormSafeguards } from '@/components/admin/use-form-safeguards';
import { FormField } from '@/components/ui/form-field';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmailInput, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@/lib/staff-roles';

import { CreateUserError, useCreateStaffUser } from '../api/create-user';
import {
  createUserSchema,
  emptyCreateUserForm,
  MIN_PASSWORD,
  type CreateUserInput,
  type CreateUserValues,
} from '../api/user-schema';

const FIELD_ORDER = ['email', 'password', 'tipo'] as const;
/** The password typed for someone else is never kept in this browser. */
const NEVER_KEEP = ['password'] as const;

function firstError(errors: FieldErrors<CreateUserInput>): string | undefined {
  for (const name of FIELD_ORDER) {
    const message = errors[name]?.message;
    if (message) return message;
  }
  return undefined;
}

interface CreateUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Criar Novo Usuário': e-mail, password (≥ 6) and type (editor by default), sent to the
 * `create-user` function. Refusals show the function's own message, inline and in a toast; the
 * values stay for a retry. Success closes the dialog and the new user appears in the list.
 */
export function CreateUserDialog({ open, onOpenChange }: CreateUserDialogProps) {
  const createUser = useCreateStaffUser();
  const form = useForm<CreateUserInput, unknown, CreateUserValues>({
    resolver: zodResolver(createUserSchema),
    defaultValues: emptyCreateUserForm,
    shouldFocusError: true,
  });
  const safeguards = useFormSafeguards({
    form,
    formName: 'novo-usuario',
    baseVersion: undefined,
    neverKeep: NEVER_KEEP,
  });
  const { errors } = form.formState;
  const pending = createUser.isPending;

  const onValid = async (values: CreateUserValues) => {
    try {
      await createUser.mutateAsync(values);
    } catch (error) {
      console.error('Erro ao criar usuário:', error);
      const message = error instanceof Error && error.message ? error.message : 'Erro interno do servidor';
      if (error instanceof CreateUserError && error.field) {
        form.setError(error.field, { type: 'server', message }, { shouldFocus: true });
      }
      toast.error('Erro', { description: message });
      return;
    }
    toast.success('Sucesso', { description: 'Usuário criado com sucesso!' });
    safeguards.saved();
    form.reset(emptyCreateUserForm);
    onOpenChange(false);
  };

  const onInvalid = (invalid: FieldErrors<CreateUserInput>) => {
    const message = firstError(invalid);
    if (message) toast.error('Erro', { description: message });
  };

  const handleOpenChange = (next: boolean) => {
    if (pending) return;
    if (!next) form.reset(emptyCreateUserForm);
    onOpenChange(next);
  };

  return (
    <>
      <Dialog open={open} onOpenChange={handleOpenChange}>
        <DialogContent
          title="Criar Novo Usuário"
          description="A pessoa entra no painel com este e-mail e senha. Você continua conectado com a sua conta."
        >
          <form
            noValidate
            aria-label="Criar Novo Usuário"
            onSubmit={form.handleSubmit(onValid, onInvalid)}
            className="space-y-4"
          >
            {safeguards.notices}
            <FormField label="E-mail" error={errors.email?.message}>
              {(control) => <EmailInput {...control} {...form.register('email')} />}
            </FormField>
            <FormField
              label="Senha"
              error={errors.password?.message}
              hint={`Mínimo de ${MIN_PASSWORD} caracteres. Envie-a à pessoa por um canal seguro.`}
            >
              {(control) => (
                <Input
                  type="password"
                  autoComplete="new-password"
                  {...control}
                  {...form.register('password')}
                />
              )}
            </FormField>
            <FormField
              label="Tipo"
              error={errors.tipo?.message}
              hint="Editores gerenciam cases, insights e notícias; administradores também gerenciam usuários e leads."
            >
              {(control) => (
                <Select {...control} {...form.register('tipo')}>
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {STAFF_ROLE_LABELS[role]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <DialogFormActions
              pending={pending}
              submitLabel="Criar Usuário"
              pendingLabel="Criando..."
              className="pt-2"
            />
          </form>
        </DialogContent>
      </Dialog>
      {safeguards.dialog}
    </>
  );
}
