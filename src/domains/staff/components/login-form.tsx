import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

import { FORGOT_PASSWORD_PATH } from '../api/password';
import { signInErrorMessage, signInSchema } from '../api/sign-in';
import { useAuth } from '../hooks/use-auth';
import { authLinkClasses } from './auth-card-page';

/** `returnPath`: where to go once signed in (the admin page the person was on). */
export function LoginForm({ returnPath = '/admin' }: { returnPath?: string }) {
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
      toast.error('Erro no login', { description: signInErrorMessage(error) });
      setSubmitting(false);
      return;
    }
    toast.success('Sucesso', { description: 'Login realizado com sucesso!' });
    navigate(returnPath, { replace: true });
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
      <p className="text-center text-sm">
        <Link to={FORGOT_PASSWORD_PATH} className={authLinkClasses}>
          Esqueci minha senha
        </Link>
      </p>
    </form>
  );
}
