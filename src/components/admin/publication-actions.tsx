import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatSaoPauloDateTime, isDateTimeInputValue, saoPauloDateTimeToIso } from '@/lib/dates';
import { publicationState, type PublicationState, type PublicationStatus } from '@/lib/publication';

import { CancelButton, type CancelAction } from './form-actions';

/** One button at the end of a case or article form: the status it saves with. */
export interface PublicationAction {
  status: PublicationStatus;
  label: string;
}

export interface PublicationActionSet {
  /** The accent button: publish (or schedule), or save a published item. */
  main: PublicationAction;
  /** The outlined one: save as a draft, or take a published item back to draft. */
  other: PublicationAction;
  /** What Enter in a field does: the action that publishes nothing new. */
  byDefault: 'main' | 'other';
}

/** The moment a `datetime-local` value names is still ahead (an invalid value is not). */
function isFuture(dateTime: string, now: Date): boolean {
  return isDateTimeInputValue(dateTime) && Date.parse(saoPauloDateTimeToIso(dateTime)) > now.getTime();
}

/**
 * The buttons for an item in `saved` state (null: not saved yet) with `dateTime` chosen: a new
 * item or a draft is saved as a draft or published — "Agendar" when the moment is ahead; a
 * published or scheduled item keeps its status ("Salvar alterações") or goes back to draft.
 */
export function publicationActions(
  saved: PublicationState | null,
  dateTime: string,
  now: Date = new Date(),
): PublicationActionSet {
  if (saved === null || saved === 'rascunho') {
    return {
      main: { status: 'publicado', label: isFuture(dateTime, now) ? 'Agendar' : 'Publicar' },
      other: { status: 'rascunho', label: 'Salvar rascunho' },
      byDefault: 'other',
    };
  }
  return {
    main: { status: 'publicado', label: 'Salvar alterações' },
    other: { status: 'rascunho', label: 'Voltar para rascunho' },
    byDefault: 'main',
  };
}

/**
 * The toast after a save: what the item has become ("Rascunho salvo.", "Publicado.", "Agendado
 * para 25/11/2026 às 14:30."), or "Alterações salvas." when a published or scheduled item stays so.
 */
export function savedMessage(
  before: PublicationState | null,
  after: { status: PublicationStatus; publicado_em: string },
  now: Date = new Date(),
): string {
  const state = publicationState(after, now);
  if (state === 'rascunho') return 'Rascunho salvo.';
  if (state === before) return 'Alterações salvas.';
  if (state === 'agendado') return `Agendado para ${formatSaoPauloDateTime(after.publicado_em)}.`;
  return 'Publicado.';
}

/** The toast after saving a published item's pending changes. */
export const STAGED_MESSAGE = 'Alterações pendentes salvas. O site continua com a versão publicada.';

/** The time, again every 15 s: "Publicar" becomes "Agendar" (and back) as the chosen moment passes. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

type PublicationActionsProps = CancelAction & {
  /** The stored item's state; null for a new one. */
  saved: PublicationState | null;
  /** The form's "Data e hora de publicação". */
  dateTime: string;
  /** The status being saved, or 'stage' for pending changes (its button spins; every button waits). */
  pending: PublicationStatus | 'stage' | null;
  /** Holds the saving buttons (e.g. while an image uploads). */
  disabled?: boolean;
  /** Validates and saves the form with `status`. */
  onAction: (status: PublicationStatus) => void;
  /** Said before the buttons (e.g. why they wait). */
  note?: ReactNode;
  /**
   * Staged changes of a published item ('Alterações pendentes'): 'available' adds 'Salvar como
   * alterações pendentes'; 'active' (the form holds pending changes) saves only them.
   */
  staging?: 'available' | 'active';
  /** Validates and saves the form as the item's pending changes. */
  onStage?: () => void;
};

/**
 * The end of a case or article form: 'Cancelar' and the two saving buttons of `publicationActions`,
 * right-aligned, stacked main-first on phones. The one Enter triggers is the form's submit button.
 */
export function PublicationActions({
  saved,
  dateTime,
  pending,
  disabled = false,
  onAction,
  note,
  staging,
  onStage,
  ...cancel
}: PublicationActionsProps) {
  const actions = publicationActions(saved, dateTime, useNow());
  const busy = pending !== null;

  const button = (which: 'main' | 'other') => {
    const { status, label } = actions[which];
    // Enter in a field clicks the submit button: the same path as a click.
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      onAction(status);
    };
    return (
      <Button
        type={actions.byDefault === which ? 'submit' : 'button'}
        variant={which === 'main' ? 'primary' : 'outline'}
        disabled={busy || disabled}
        onClick={onClick}
      >
        {pending === status && <Spinner />}
        {pending === status ? 'Salvando...' : label}
      </Button>
    );
  };

  const stageButton = (label: string, main: boolean) => (
    <Button
      type={main ? 'submit' : 'button'}
      variant={main ? 'primary' : 'outline'}
      disabled={busy || disabled}
      onClick={(event) => {
        event.preventDefault();
        onStage?.();
      }}
    >
      {pending === 'stage' && <Spinner />}
      {pending === 'stage' ? 'Salvando...' : label}
    </Button>
  );

  return (
    <div className="flex flex-col gap-3 border-t border-ink-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
      {note && <div className="text-sm text-ink-600 sm:mr-auto">{note}</div>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <CancelButton pending={busy} {...cancel} />
        {staging === 'active' ? (
          stageButton('Salvar alterações pendentes', true)
        ) : (
          <>
            {button('other')}
            {staging === 'available' && stageButton('Salvar como alterações pendentes', false)}
            {button('main')}
          </>
        )}
      </div>
    </div>
  );
}
