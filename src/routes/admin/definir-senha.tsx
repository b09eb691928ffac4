import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { AdminLoading } from '@/components/admin/admin-loading';
import { AuthCardPage, authLinkClasses } from '@/domains/staff/components/auth-card-page';
import { SetPasswordForm } from '@/domains/staff/components/set-password-form';
import {
  FORGOT_PASSWORD_PATH,
  openRecoveryLink,
  SET_PASSWORD_PATH,
  type RecoveryLink,
} from '@/domains/staff/api/password';

const INVALID: Record<Extract<RecoveryLink, { status: 'invalid' }>['reason'], string> = {
  expired: 'Este link já foi usado ou expirou. Os links valem por 1 hora e só podem ser usados uma vez.',
  banned: 'Esta conta está desativada. Fale com um administrador da equipe.',
  missing: 'Abra esta página pelo link que enviamos por e-mail.',
  failed: 'Não foi possível abrir este link. Peça um novo.',
};

/**
 * Where the recovery e-mail's link lands: the session it brings is taken from the address (and
 * removed from it), then the new password is asked for.
 */
export default function SetPasswordRoute() {
  const [link, setLink] = useState<RecoveryLink | null>(null);
  const opened = useRef(false);

  useEffect(() => {
    // Once per page: the fragment is spent on the first run (React's development double effect).
    if (opened.current) return;
    opened.current = true;
    const clearHash = () => window.history.replaceState(window.history.state, '', SET_PASSWORD_PATH);
    openRecoveryLink(window.location.hash, clearHash)
      .then(setLink)
      .catch((error: unknown) => {
        console.error('Erro ao abrir o link de nova senha:', error);
        setLink({ status: 'invalid', reason: 'failed' });
      });
  }, []);

  if (!link) return <AdminLoading label="Verificando o link…" />;

  return (
    <AuthCardPage
      title="Definir nova senha"
      description={link.status === 'ready' ? 'Escolha a senha que você vai usar para entrar no painel.' : ''}
    >
      {link.status === 'ready' ? (
        <SetPasswordForm />
      ) : (
        <div role="alert" className="space-y-4 text-center text-sm text-ink-800">
          <p>{INVALID[link.reason]}</p>
          {link.reason !== 'banned' && (
            <p>
              <Link to={FORGOT_PASSWORD_PATH} className={authLinkClasses}>
                Pedir um novo link
              </Link>
            </p>
          )}
        </div>
      )}
    </AuthCardPage>
  );
}
