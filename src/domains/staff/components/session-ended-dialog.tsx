import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { EmailInput, Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';

import { signInErrorMessage } from '../api/sign-in';
import { useAuth } from '../hooks/use-auth';
import { SecondFactorForm } from './second-factor-form';

/**
 * 'Sua sessão terminou': shown over the page when the session ended by itself. The same person
 * signs in again here (password, then their authenticator code if they use one) and goes on where
 * they were, the form and what they typed untouched; or goes to the login page, which brings them
 * back to this page and offers back what this browser kept.
 */
export function SessionEndedDialog() {
  const { user, profile, sessionEnded, secondFactorPending, abandonEndedSession } = useAuth();
  const email = user?.email ?? profile?.email ?? '';
  return (
    <Dialog open={sessionEnded}>
      <DialogContent
        title="Sua sessão terminou"
        description="Entre de novo para continuar de onde parou: o que você digitou continua nesta página."
        closeButton={false}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        {secondFactorPending ? (
          // The provider closes this dialog once the code is verified.
          <SecondFactorForm onVerified={() => undefined} />
        ) : (
          <PasswordStep email={email} />
        )}
        <Button variant="ghost" size="sm" className="-ml-3 justify-self-start" onClick={abandonEndedSession}>
          Ir para a página de login
        </Button>
      </DialogContent>
    </Dialog>
  );
}

function PasswordStep({ email }: { email: string }) {
  const { signIn } = useAuth();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.trim() === '') {
      setError('Informe sua senha.');
      return;
    }
    setPending(true);
    try {
      // The provider closes this dialog once the session is back (after the code, if one is needed).
      await signIn(email, password);
    } catch (refusal) {
      console.error('Erro ao entrar de novo:', refusal);
      setError(signInErrorMessage(refusal));
      setPending(false);
    }
  }

  return (
    <form
      noValidate
      aria-label="Entrar de novo"
      onSubmit={(event) => void handleSubmit(event)}
      className="space-y-4"
    >
      <FormField label="E-mail">
        {(control) => (
          <EmailInput
            {...control}
            value={email}
            readOnly
            autoComplete="username"
            className="bg-ink-50 text-ink-700"
          />
        )}
      </FormField>
      <FormField label="Senha" required error={error}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            disabled={pending}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <SubmitButton pending={pending} label="Entrar" pendingLabel="Entrando..." />
    </form>
  );
}
