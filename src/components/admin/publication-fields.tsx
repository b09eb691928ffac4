import { ExternalLink } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { FieldError, Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { buttonClasses } from '@/components/ui/button';
import type { PublicationStatus } from '@/lib/publication';

import { PublicationStatusBadge } from './publication-status-badge';

/** A new item is a draft until it is published. */
const NEW_ITEM = { status: 'rascunho', publicado_em: '' } as const;

interface PublicationFieldsProps {
  /** The stored item's status and moment; null for a new item. */
  saved: { status: PublicationStatus; publicado_em: string } | null;
  /** The public address of the stored item (its saved slug): 'Pré-visualizar' opens it. */
  previewPath?: string;
  /** "Data e hora de publicação" (`publicado_em`, a `datetime-local` value). */
  dateTime: { registration: UseFormRegisterReturn; error?: string };
  /** A refusal of the status itself (`*_status_check`). */
  statusError?: string;
}

/**
 * The "Publicação" fields of a case or article: its state now (a new item: a draft not saved yet),
 * 'Pré-visualizar' for a stored one (staff see drafts at their public address, marked as a
 * preview), and the moment it goes public, typed on São Paulo's clock.
 */
export function PublicationFields({ saved, previewPath, dateTime, statusError }: PublicationFieldsProps) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
          <span>Situação:</span>
          <PublicationStatusBadge item={saved ?? NEW_ITEM} />
          {!saved && <span className="text-ink-600">ainda não salvo</span>}
        </div>
        {saved && previewPath && (
          <a
            href={previewPath}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Pré-visualizar (abre em nova aba)"
            className={buttonClasses('outline', 'sm')}
          >
            <ExternalLink aria-hidden="true" />
            Pré-visualizar
          </a>
        )}
      </div>
      {statusError && <FieldError>{statusError}</FieldError>}
      <FormField
        label="Data e hora de publicação"
        error={dateTime.error}
        hint="Horário de Brasília. Agora ou antes: publica ao salvar. Depois: fica agendado e entra no site sozinho nesse horário."
      >
        {(control) => (
          <Input
            type="datetime-local"
            step={60}
            className="sm:max-w-64"
            {...control}
            {...dateTime.registration}
          />
        )}
      </FormField>
    </div>
  );
}
