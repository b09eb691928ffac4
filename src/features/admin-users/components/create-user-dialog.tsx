import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FieldError, Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';

import { CreateUserError, useCreateStaffUser } from '../api/create-user';
import {
  createUserSchema,
  emptyCreateUserForm,
  MIN_PASSWORD,
  STAFF_TIPO_LABELS,
  STAFF_TIPOS,
  type CreateUserInput,
  type CreateUserValues,
} from '../api/user-schema';

const FORM_ID = 'novo-usuario';
const FIELD_ORDER = ['email', 'password', 'tipo'] as const;

function ids(name: (typeof FIELD_ORDER)[number]) {
  return { input: `${FORM_ID}-${name}`, error: `${FORM_ID}-${name}-erro`, hint: `${FORM_ID}-${name}-dica` };
}

/** aria wiring of a control: invalid state and the ids of its error and hint. */
function a11y(name: (typeof FIELD_ORDER)[number], error: string | undefined, hasHint = false) {
  const field = ids(name);
  const describedBy = [error ? field.error : null, hasHint ? field.hint : null].filter(Boolean).join(' ');
  return {
    id: field.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

interface FieldProps {
  name: (typeof FIELD_ORDER)[number];
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}

function Field({ name, label, error, hint, children }: FieldProps) {
  const field = ids(name);
  return (
    <div>
      <Label htmlFor={field.input}>{label}</Label>
      {children}
      {hint && (
        <p id={field.hint} className="mt-1.5 text-xs text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <FieldError id={field.error} className="flex items-start gap-1.5">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </FieldError>
      )}
    </div>
  );
}

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
 * 'Criar Novo Usuário' (spec §2): e-mail, password (≥ 6) and type (editor by default), sent to the
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
          <Field name="email" label="E-mail" error={errors.email?.message}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              placeholder="nome@empresa.com.br"
              {...a11y('email', errors.email?.message)}
              {...form.register('email')}
            />
          </Field>
          <Field
            name="password"
            label="Senha"
            error={errors.password?.message}
            hint={`Mínimo de ${MIN_PASSWORD} caracteres. Envie-a à pessoa por um canal seguro.`}
          >
            <Input
              type="password"
              autoComplete="new-password"
              {...a11y('password', errors.password?.message, true)}
              {...form.register('password')}
            />
          </Field>
          <Field
            name="tipo"
            label="Tipo"
            error={errors.tipo?.message}
            hint="Editores gerenciam cases, insights e notícias; administradores também gerenciam usuários e leads."
          >
            <Select {...a11y('tipo', errors.tipo?.message, true)} {...form.register('tipo')}>
              {STAFF_TIPOS.map((tipo) => (
                <option key={tipo} value={tipo}>
                  {STAFF_TIPO_LABELS[tipo]}
                </option>
              ))}
            </Select>
          </Field>
          <DialogFooter className="pt-2">
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner />}
              {pending ? 'Criando...' : 'Criar Usuário'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
