import { Eye, UserRoundPen } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { formatSaoPauloTime } from '@/lib/dates';

import { useEditLock, type EditLock, type EditLockSubject } from '@/lib/edit-lock';

interface EditPresenceOptions {
  /** Undefined for a form that edits no item of its own (a settings page): no presence then. */
  subject: EditLockSubject | undefined;
  /** The item being edited; undefined while a new item has no id (nobody else can have it open). */
  itemId: string | undefined;
}

export interface EditPresence {
  /** The form must not be edited: someone else has the item open (the fields keep what they hold). */
  readOnly: boolean;
  /** What to show above the form (null when the person edits alone). */
  notice: ReactNode;
}

/**
 * Who else is editing the item, for its edit form. Opening an item someone else has open says
 * who and since when, and offers to read it or take over; the person whose lock was taken is told
 * who took it on their next heartbeat, their form turns read-only and keeps what they typed.
 */
export function useEditPresence({ subject, itemId }: EditPresenceOptions): EditPresence {
  const { lock, takeOver, takingOver } = useEditLock(
    { subject: subject ?? 'case', itemId: itemId ?? '' },
    { enabled: subject !== undefined && itemId !== undefined },
  );
  const [readingOnly, setReadingOnly] = useState(false);
  if (!lock || lock.held) return { readOnly: false, notice: null };
  return {
    readOnly: true,
    notice: (
      <EditLockNotice
        lock={lock}
        readingOnly={readingOnly}
        onReadOnly={() => setReadingOnly(true)}
        onTakeOver={takeOver}
        takingOver={takingOver}
      />
    ),
  };
}

/** The sentence of the notice: a take-over the person just suffered, or someone editing. */
export function editLockMessage(lock: EditLock): string {
  const since = formatSaoPauloTime(lock.since);
  return lock.taken_by_email
    ? `${lock.taken_by_email} assumiu a edição às ${since}. O que você digitou continua no formulário, mas só pode ser salvo se você assumir a edição de volta.`
    : `${lock.holder_email} está editando desde ${since}.`;
}

interface EditLockNoticeProps {
  lock: EditLock;
  readingOnly: boolean;
  onReadOnly: () => void;
  onTakeOver: () => void;
  takingOver: boolean;
}

function EditLockNotice({ lock, readingOnly, onReadOnly, onTakeOver, takingOver }: EditLockNoticeProps) {
  const lost = lock.taken_by_email !== null;
  return (
    // An alert for the take-over (the person must know at once); a status for someone editing.
    <div
      role={lost ? 'alert' : 'status'}
      className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center"
    >
      <UserRoundPen aria-hidden="true" className="size-5 shrink-0 text-amber-800" />
      <p className="flex-1">
        <span className="font-semibold">{editLockMessage(lock)}</span>
        {!lost &&
          (readingOnly
            ? ' Você está vendo em modo somente leitura.'
            : ' Você pode abrir em modo somente leitura ou assumir a edição.')}
      </p>
      <div className="flex flex-wrap gap-2">
        {!lost && !readingOnly && (
          <Button type="button" variant="outline" size="sm" onClick={onReadOnly}>
            <Eye aria-hidden="true" />
            Abrir somente leitura
          </Button>
        )}
        <Button type="button" size="sm" onClick={onTakeOver} disabled={takingOver}>
          {lost ? 'Assumir de volta' : 'Assumir a edição'}
        </Button>
      </div>
    </div>
  );
}
