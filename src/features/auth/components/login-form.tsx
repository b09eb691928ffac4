import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

import { signInSchema } from '../api/sign-in';
import { useAuth } from '../hooks/use-auth';

/** Reads the provider's message; falls back to 'Credenciais inválidas'. */
function loginErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return 'Credenciais inválidas';
}

export function LoginForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = signInSchema.safeParse({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    if (!parsed.success) {
      toast.error('Erro', { description: 'Email e senha são obrigatórios' });
      return;
    }

    setSubmitting(true);
    try {
      await signIn(parsed.data.email, parsed.data.password);
    } catch (error) {
      console.error('Erro no login:', error);
      toast.error('Erro no login', { description: loginErrorMessage(error) });
      setSubmitting(false);
      return;
    }
    toast.success('Sucesso', { description: 'Login realizado com sucesso!' });
    navigate('/admin', { replace: true });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Entrar na área administrativa" className="space-y-5">
      <div>
        <Label htmlFor="login-email">E-mail</Label>
        <Input
          id="login-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          placeholder="voce@empresa.com.br"
          disabled={submitting}
        />
      </div>
      <div>
        <Label htmlFor="login-password">Senha</Label>
        <Input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          disabled={submitting}
        />
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting && <Spinner />}
        {submitting ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}
