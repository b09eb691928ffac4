import { AuthCardPage } from '@/domains/staff/components/auth-card-page';
import { ForgotPasswordForm } from '@/domains/staff/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  return (
    <AuthCardPage
      title="Esqueci minha senha"
      description="Informe o e-mail da sua conta da equipe. Enviaremos um link para você definir uma nova senha."
    >
      <ForgotPasswordForm />
    </AuthCardPage>
  );
}
