import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';

import {
  changePassword,
  changePasswordSchema,
  emptyChangePassword,
  type ChangePasswordInput,
} from '../api/password';
import { RootRefusal, showRefusal } from '../components/form-refusal';
import { NewPasswordFields } from '../components/new-password-fields';
import { useAuth } from '../hooks/use-auth';

/**
 * 'Sua senha' (/admin/configuracoes, everyone): the password in use, then the new one twice; for a
 * session signed in over 24 hours ago, Supabase Auth e-mails a code that the form then asks for.
 * Saving ends the person's sessions on other devices; this one stays signed in.
 */
export function ChangePasswordSection() {
  const { user } = useAuth();
  const [codeSent, setCodeSent] = useState<'code-sent' | 'code-recent' | null>(null);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: emptyChangePassword,
  });
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  // The code field appears once the code is sent: the person types it next (once the form is
  // enabled again: a disabled field cannot take the focus).
  useEffect(() => {
    if (codeSent && !isSubmitting) setFocus('code');
  }, [codeSent, isSubmitting, setFocus]);

  const onValid = async (values: ChangePasswordInput) => {
    let result: Awaited<ReturnType<typeof changePassword>>;
    try {
      result = await changePassword(values);
    } catch (error) {
      showRefusal(form.setError, error, ['current', 'password', 'code']);
      return;
    }
    if (result !== 'changed') {
      setCodeSent(result);
      return;
    }
    setCodeSent(null);
    form.reset(emptyChangePassword);
    toast.success('Senha alterada', { description: 'As sessões em outros dispositivos foram encerradas.' });
  };

  return (
    <section aria-labelledby="sua-senha-titulo" className="space-y-4">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent-50 text-accent-700">
          <KeyRound aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="sua-senha-titulo" className="font-display text-xl font-semibold text-ink-950">
            Sua senha
          </h2>
          <p className="mt-0.5 text-sm text-ink-600">
            Troque a senha que você usa para entrar no painel. Esqueceu a atual? Saia e use &quot;Esqueci
            minha senha&quot; na tela de login.
          </p>
        </div>
      </div>
      <Card>
        <CardContent className="pt-6">
          <form
            noValidate
            aria-label="Alterar senha"
            onSubmit={form.handleSubmit(onValid)}
            className="grid max-w-md gap-5"
          >
            {/* Lets password managers tie the new password to this account. */}
            <input
              type="email"
              name="username"
              autoComplete="username"
              value={user?.email ?? ''}
              readOnly
              hidden
            />
            <FormField label="Senha atual" required error={errors.current?.message}>
              {(control) => (
                <Input
                  type="password"
                  autoComplete="current-password"
                  disabled={isSubmitting}
                  {...control}
                  {...form.register('current')}
                />
              )}
            </FormField>
            <NewPasswordFields
              password={form.register('password')}
              confirmation={form.register('confirmation')}
              errors={errors}
              disabled={isSubmitting}
            />
            {codeSent && (
              <div className="grid gap-3">
                <p role="status" className="text-sm text-ink-700">
                  {codeSent === 'code-sent'
                    ? `Por segurança, enviamos um código de verificação para ${user?.email}. Digite-o abaixo e salve de novo.`
                    : `Enviamos um código para ${user?.email} há menos de um minuto. Digite o último código recebido ou aguarde um minuto e salve de novo para receber outro.`}
                </p>
                <FormField label="Código de verificação" required error={errors.code?.message}>
                  {(control) => (
                    <Input
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      disabled={isSubmitting}
                      {...control}
                      {...form.register('code')}
                    />
                  )}
                </FormField>
              </div>
            )}
            <RootRefusal message={errors.root?.message} />
            <SubmitButton
              className="w-fit"
              pending={isSubmitting}
              label="Alterar senha"
              pendingLabel="Salvando..."
            />
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
