import type { UseFormRegisterReturn } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

import { MIN_PASSWORD } from '../api/user-schema';

interface NewPasswordFieldsProps {
  /** `register('password')` and `register('confirmation')` of the form. */
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: { message?: string }; confirmation?: { message?: string } };
  disabled: boolean;
}

/** "Nova senha" and its confirmation, as password managers expect them (`new-password`). */
export function NewPasswordFields({ password, confirmation, errors, disabled }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        label="Nova senha"
        required
        error={errors.password?.message}
        hint={`Mínimo de ${MIN_PASSWORD} caracteres.`}
      >
        {(control) => (
          <Input type="password" autoComplete="new-password" disabled={disabled} {...control} {...password} />
        )}
      </FormField>
      <FormField label="Confirme a nova senha" required error={errors.confirmation?.message}>
        {(control) => (
          <Input
            type="password"
            autoComplete="new-password"
            disabled={disabled}
            {...control}
            {...confirmation}
          />
        )}
      </FormField>
    </>
  );
}
