import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { SubmitButton } from '@/components/ui/submit-button';

import { emptyNewPassword, newPasswordSchema, setNewPassword, type NewPasswordInput } from '../api/password';
import { RootRefusal, showRefusal } from './form-refusal';
import { NewPasswordFields } from './new-password-fields';

/**
 * "Definir nova senha", once the recovery link has signed the person in: the new password twice.
 * Saving ends the person's other sessions and opens the panel.
 */
export function SetPasswordForm() {
  const navigate = useNavigate();
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: emptyNewPassword,
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: NewPasswordInput) => {
    try {
      await setNewPassword(values);
    } catch (error) {
      showRefusal(form.setError, error, ['password']);
      return;
    }
    toast.success('Senha alterada', { description: 'Use a nova senha nos próximos acessos.' });
    navigate('/admin', { replace: true });
  };

  return (
    <form
      noValidate
      aria-label="Definir nova senha"
      onSubmit={form.handleSubmit(onValid)}
      className="space-y-5"
    >
      <NewPasswordFields
        password={form.register('password')}
        confirmation={form.register('confirmation')}
        errors={errors}
        disabled={isSubmitting}
      />
      <RootRefusal message={errors.root?.message} />
      <SubmitButton
        className="w-full"
        pending={isSubmitting}
        label="Salvar nova senha"
        pendingLabel="Salvando..."
      />
    </form>
  );
}
