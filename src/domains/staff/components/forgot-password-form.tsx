import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';

import { authLinkClasses } from './auth-card-page';
import { RootRefusal, showRefusal } from './form-refusal';

import { forgotPasswordSchema, requestPasswordReset, type ForgotPasswordInput } from '../api/password';

/**
 * "Esqueci minha senha": the address, then the same confirmation whether or not it has an account
 * (Supabase Auth does not say, so nobody learns who is on the team). A refusal keeps the address.
 */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: ForgotPasswordInput) => {
    try {
      await requestPasswordReset(values);
    } catch (error) {
      showRefusal(form.setError, error, ['email']);
      return;
    }
    setSentTo(values.email.trim().toLowerCase());
  };

  if (sentTo) {
    return (
      <div role="status" className="space-y-4 text-center text-sm text-ink-800">
        <MailCheck aria-hidden="true" className="mx-auto size-10 text-accent-700" />
        <p>
          Se <strong className="break-all">{sentTo}</strong> for o e-mail de uma conta da equipe, enviamos
          para ele um link para definir uma nova senha. O link vale por 1 hora e só pode ser usado uma vez.
        </p>
        <p>Não chegou? Confira a caixa de spam ou peça outro link daqui a um minuto.</p>
        <p>
          <Link to="/admin/login" className={authLinkClasses}>
            Voltar para o login
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Pedir link para nova senha"
      onSubmit={form.handleSubmit(onValid)}
      className="space-y-5"
    >
      <FormField label="E-mail" required error={errors.email?.message}>
        {(control) => (
          <EmailInput
            autoComplete="username"
            placeholder="voce@empresa.com.br"
            disabled={isSubmitting}
            {...control}
            {...form.register('email')}
          />
        )}
      </FormField>
      <RootRefusal message={errors.root?.message} />
      <SubmitButton
        className="w-full"
        pending={isSubmitting}
        label="Enviar link"
        pendingLabel="Enviando..."
      />
      <p className="text-center text-sm">
        <Link to="/admin/login" className={authLinkClasses}>
          Voltar para o login
        </Link>
      </p>
    </form>
  );
}
