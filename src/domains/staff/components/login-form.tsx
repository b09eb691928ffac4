import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { getSupabase } from '@/lib/get-supabase';

import { signInErrorMessage, signInInput } from '../api/sign-in';
import { useAuth } from '../hooks/use-auth';
import { FORGOT_PASSWORD_PATH } from '../utils/auth-paths';
import { authLinkClasses } from './auth-card-page';

/** The user-timing mark `npm run bench:web` reads: the form is on screen and answers. */
export const LOGIN_READY_MARK = 'admin:login-form-ready';

/** sonner is loaded with the first message: the login page's first load does without it. */
function showToast(kind: 'success' | 'error', title: string, description: string): Promise<void> {
  return import('sonner').then(({ toast }) => {
    toast[kind](title, { description });
  });
}

/** Loads supabase-js at the person's first intent, so signing in does not wait for it. */
function preloadAuth() {
  void getSupabase().catch(() => {
    // Signing in loads it again and reports the failure.
  });
}

/** `returnPath`: where to go once signed in (the admin page the person was on). */
export function LoginForm({ returnPath = '/admin' }: { returnPath?: string }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    performance.mark?.(LOGIN_READY_MARK);
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = signInInput(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
    if (!input) {
      await showToast('error', 'Erro', 'Email e senha são obrigatórios');
      return;
    }

    setSubmitting(true);
    try {
      await signIn(input.email, input.password);
    } catch (error) {
      console.error('Erro no login:', error);
      setSubmitting(false);
      await showToast('error', 'Erro no login', signInErrorMessage(error));
      return;
    }
    await showToast('success', 'Sucesso', 'Login realizado com sucesso!');
    navigate(returnPath, { replace: true });
  }

  return (
    <form
      onSubmit={handleSubmit}
      onFocus={preloadAuth}
      onPointerDown={preloadAuth}
      noValidate
      aria-label="Entrar na área administrativa"
      className="space-y-5"
    >
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
