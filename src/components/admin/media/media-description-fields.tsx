import { useId } from 'react';

import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ALT_TEXT_HINT, type MediaDescription } from '@/lib/media-description';
import { MEDIA_LIMITS } from '@/limits/media';

interface MediaDescriptionFieldsProps {
  value: MediaDescription;
  onChange: (value: MediaDescription) => void;
  /** Why the description cannot be saved (shown under the alt text). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * 'Texto alternativo' (required unless 'Imagem decorativa', with how to write it), the decorative
 * box and 'Legenda': what the library says of an image, at upload and in 'Mídia'.
 */
export function MediaDescriptionFields({ value, onChange, error, disabled }: MediaDescriptionFieldsProps) {
  const decorativeId = useId();
  const set = (change: Partial<MediaDescription>) => onChange({ ...value, ...change });
  return (
    <div className="flex flex-col gap-4">
      <FormField
        label="Texto alternativo"
        required={!value.decorative}
        error={error ?? undefined}
        hint={ALT_TEXT_HINT}
      >
        {(props) => (
          <Input
            {...props}
            autoComplete="off"
            maxLength={MEDIA_LIMITS.alt}
            value={value.decorative ? '' : value.alt}
            disabled={disabled || value.decorative}
            onChange={(event) => set({ alt: event.target.value })}
          />
        )}
      </FormField>
      <div className="flex items-start gap-2">
        <Checkbox
          id={decorativeId}
          checked={value.decorative}
          disabled={disabled}
          onChange={(event) => set({ decorative: event.target.checked })}
          className="mt-0.5"
        />
        <label htmlFor={decorativeId} className="text-sm text-ink-800">
          Imagem decorativa (não acrescenta informação; fica sem texto alternativo)
        </label>
      </div>
      <FormField label="Legenda (opcional)" hint="Aparece abaixo da imagem onde a página mostra legendas.">
        {(props) => (
          <Input
            {...props}
            autoComplete="off"
            maxLength={MEDIA_LIMITS.caption}
            value={value.caption}
            disabled={disabled}
            onChange={(event) => set({ caption: event.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
