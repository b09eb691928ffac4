import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface CaseFormActionsProps {
  submitting: boolean;
  uploading: boolean;
  submitLabel: string;
  /** spec §4: 'Criando...' / 'Salvando...'. */
  pendingLabel: string;
}

/** Cancel and submit; the submit waits while a form is sending or an image is still uploading. */
export function CaseFormActions({ submitting, uploading, submitLabel, pendingLabel }: CaseFormActionsProps) {
  return (
    <div className="flex flex-col gap-3 border-t border-ink-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
      {uploading && (
        <p role="status" className="text-sm text-ink-600 sm:mr-auto">
          Aguarde o envio da imagem terminar para salvar.
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="outline" asChild>
          <Link to="/admin/cases">Cancelar</Link>
        </Button>
        <Button type="submit" disabled={submitting || uploading}>
          {submitting && <Spinner />}
          {submitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </div>
  );
}
