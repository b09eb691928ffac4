import { useState, type ComponentProps, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';

import { codeErrorMessage, parseCode, verifySignIn } from '../api/mfa';

/** The 6-digit code field, as authenticator apps and password managers expect it. */
export function CodeInput(props: ComponentProps<typeof Input>) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      className="font-mono text-lg tracking-[0.3em]"
      {...props}
    />
  );
}

/**
 * The sign-in's second step: the code the person's authenticator app shows now. Then the panel
 * opens, or `onVerified` decides (the session renewed over an open page stays there).
 */
export function SecondFactorForm({ onVerified }: { onVerified?: () => void }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseCode(code);
    if (typeof parsed !== 'string') {
      setError(parsed.error);
      return;
    }
    setPending(true);
    try {
      await verifySignIn(parsed);
    } catch (refusal) {
      setError(codeErrorMessage(refusal));
      setPending(false);
      return;
    }
    if (onVerified) onVerified();
    else navigate('/admin', { replace: true });
  }

  return (
    <form
      noValidate
      aria-label="Verificar código"
      onSubmit={(event) => void handleSubmit(event)}
      className="space-y-5"
    >
      <FormField label="Código de 6 dígitos" required error={error}>
        {(control) => (
          <CodeInput
            value={code}
            onChange={(event) => setCode(event.target.value)}
            disabled={pending}
            autoFocus
            {...control}
          />
        )}
      </FormField>
      <SubmitButton className="w-full" pending={pending} label="Verificar" pendingLabel="Verificando..." />
    </form>
  );
}
