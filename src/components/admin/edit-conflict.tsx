import { useEffect, useId, useState } from 'react';
import { useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { SaveError, type EditConflict } from '@/lib/db-error';
import { describeConflict, differingFields, sameValue, type ConflictSubject } from '@/lib/edit-conflict';
import { compareRichText, MARKUP_ONLY_CHANGE } from '@/lib/rich-text-reading';
import { useSignedInStaff } from '@/lib/signed-in-staff';
import { cn } from '@/lib/utils';
import { ARTICLE_HTML_COLUMNS, type ArticleHtmlColumn, type ArticleHtmlTable } from '@/limits/article-html';

/** The signed-in person's id, to tell a conflict with their own other tab apart (none outside the admin). */
export function useCurrentUserId(): string | undefined {
  return useSignedInStaff()?.id;
}

/** How each field of a form shows in the comparison: the form's own label, and how its value reads. */
export type ConflictFields<Values> = {
  [Key in keyof Values]: {
    label: string;
    /** The value as text (default: as typed; a list, one per line). Empty reads '(vazio)'. */
    format?: (value: Values[Key]) => string;
    /** Default: the same content. */
    equals?: (a: Values[Key], b: Values[Key]) => boolean;
    /** Stored rich text: shown as it reads, with the formatting only one side has. */
    richText?: boolean;
  };
};

/**
 * The conflict fields of `table`'s rich-text columns (ARTICLE_HTML_COLUMNS), by their labels: a
 * form names each one, and reads it as rich text without listing the columns again.
 */
export function richTextConflictFields<Table extends ArticleHtmlTable>(
  table: Table,
  labels: Record<ArticleHtmlColumn<Table>, string>,
): Record<ArticleHtmlColumn<Table>, { label: string; richText: true }> {
  const columns: readonly ArticleHtmlColumn<Table>[] = ARTICLE_HTML_COLUMNS[table];
  return Object.fromEntries(
    columns.map((column) => [column, { label: labels[column], richText: true }]),
  ) as Record<ArticleHtmlColumn<Table>, { label: string; richText: true }>;
}

/** The item as it is saved now, as the form's values, and its version. */
export interface SavedVersion<Values> {
  values: Values;
  version: number;
}

interface UseEditConflictOptions<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** The version the form's values were read from (undefined: a new item, no conflict possible). */
  version: number | undefined;
  fields: ConflictFields<Values>;
  subject: ConflictSubject;
  /** Reads the item as it is saved now. */
  loadSaved: () => Promise<SavedVersion<Values>>;
  /**
   * A form that shows the saved row whenever it holds nothing unsaved (a settings form): the row as
   * read now. While the form is not dirty it takes these values and saves from their version
   * (versions only grow: a row read before the form's own last save does not take it back).
   */
  showSaved?: SavedVersion<Values>;
  /**
   * For a form that saves on each change (the lead's pipeline): called once the person chose, with
   * the values chosen and the version read, to save them at once instead of asking to save again.
   */
  onApplied?: (chosen: Values, saved: SavedVersion<Values>) => void;
}

/** The form's values when a save was refused, and those it started from (default: the form's own). */
export interface ConflictSides<Values> {
  mine: Values;
  base: Partial<Values>;
}

interface OpenConflict<Values> {
  conflict: EditConflict;
  saved: SavedVersion<Values>;
  /** The form when the save was refused, and the values it was opened (or last saved) with. */
  mine: Values;
  base: Partial<Values>;
}

/**
 * The version a form saves from, and what happens when the database refuses the save because
 * someone saved the item first: the view comparing their saved values with the form's, field by
 * field, where the person keeps theirs or takes the other's, or reloads. Nothing typed is lost:
 * choosing fills the form, and the next save is made from the version saved now.
 *
 * `handleSaveError(error)` in the form's catch: true when it was a conflict (the view opens);
 * `savedVersion(v)` after a successful save; render `view`.
 */
export function useEditConflict<Values extends FieldValues>({
  form,
  version,
  fields,
  subject,
  loadSaved,
  showSaved,
  onApplied,
}: UseEditConflictOptions<Values>) {
  const [baseVersion, setBaseVersion] = useState(version);
  const [open, setOpen] = useState<OpenConflict<Values> | null>(null);
  const userId = useCurrentUserId();
  const { isDirty } = useFormState({ control: form.control });

  // By content: a row read again with the same values is no change.
  const shownValues = showSaved && JSON.stringify(showSaved.values);
  const shownVersion = showSaved?.version;
  useEffect(() => {
    if (shownValues !== undefined && !isDirty) form.reset(JSON.parse(shownValues) as Values);
  }, [shownValues, isDirty, form]);
  // Set while rendering (React's way to adjust state to a prop); versions only grow.
  if (shownVersion !== undefined && !isDirty && (baseVersion === undefined || shownVersion > baseVersion)) {
    setBaseVersion(shownVersion);
  }

  /** `sides`: what the form held and started from, when the form is not where they are (saved on change). */
  const handleSaveError = (error: unknown, sides?: ConflictSides<Values>): boolean => {
    const conflict = error instanceof SaveError ? error.conflict : undefined;
    if (!conflict) return false;
    const mine = sides?.mine ?? form.getValues();
    const base = sides?.base ?? ({ ...form.formState.defaultValues } as unknown as Partial<Values>);
    loadSaved().then(
      (saved) => setOpen({ conflict, saved, mine, base }),
      (loadError: unknown) => {
        console.error('Erro ao carregar a versão salva:', loadError);
        toast.error('Outra pessoa salvou antes de você', {
          description: `${describeConflict(conflict, subject, userId)} Nada foi salvo, e não foi possível carregar a versão salva: tente salvar de novo.`,
        });
      },
    );
    return true;
  };

  /** The saved version becomes the form's base; the fields the person keeps go back on top. */
  const apply = (keep: ReadonlySet<keyof Values>, message: string) => {
    if (!open) return;
    // What the form held when the save was refused (the view is modal: nothing changed since).
    const current = open.mine;
    const chosen = { ...open.saved.values };
    for (const key of keep) chosen[key] = current[key];
    // The saved version becomes what the form is compared with (dirty against); the chosen values
    // fill it in one go (a reset, unlike setValue, also refills a field array's rows).
    form.reset(open.saved.values);
    form.reset(chosen, { keepDefaultValues: true });
    setBaseVersion(open.saved.version);
    setOpen(null);
    if (onApplied) {
      toast.success(message);
      onApplied(form.getValues(), open.saved);
    } else {
      toast.success(message, { description: 'Confira o formulário e salve de novo.' });
    }
  };

  const view = open && (
    <EditConflictDialog
      {...open}
      fields={fields}
      subject={subject}
      userId={userId}
      onApply={(keep) => apply(keep, 'Escolhas aplicadas')}
      onReload={() => apply(new Set(), 'Versão salva carregada')}
      onClose={() => setOpen(null)}
    />
  );

  return { baseVersion, savedVersion: setBaseVersion, handleSaveError, view };
}

interface EditConflictDialogProps<Values> extends OpenConflict<Values> {
  fields: ConflictFields<Values>;
  subject: ConflictSubject;
  userId: string | undefined;
  /** Keeps the form's value of these fields, takes the saved one of the rest. */
  onApply: (keep: ReadonlySet<keyof Values>) => void;
  /** Takes every saved value (after confirming). */
  onReload: () => void;
  /** Closed without choosing: the form stays as it was (the next save is refused again). */
  onClose: () => void;
}

/** Who saved, for the choice: 'Salvo por ana@exemplo.com'. */
function savedByLabel(conflict: EditConflict, userId: string | undefined): string {
  if (conflict.updatedBy !== null && conflict.updatedBy === userId) return 'Salvo por você, em outra aba';
  return conflict.updatedByEmail ? `Salvo por ${conflict.updatedByEmail}` : 'Salvo por outra pessoa';
}

function EditConflictDialog<Values>({
  conflict,
  saved,
  mine,
  base,
  fields,
  subject,
  userId,
  onApply,
  onReload,
  onClose,
}: EditConflictDialogProps<Values>) {
  const keys = Object.keys(fields) as (keyof Values)[];
  const equals = (key: keyof Values, a: unknown, b: unknown) =>
    fields[key].equals?.(a as Values[typeof key], b as Values[typeof key]) ?? sameValue(a, b);
  const [rows] = useState(() => differingFields(keys, mine, saved.values, equals));
  // A field the person changed starts on theirs; one only the other person changed, on the saved value.
  const [keep, setKeep] = useState<ReadonlySet<keyof Values>>(
    () => new Set(rows.filter((key) => !equals(key, mine[key], base[key]))),
  );
  const [confirmingReload, setConfirmingReload] = useState(false);
  const savedBy = savedByLabel(conflict, userId);
  const ownTab = conflict.updatedBy !== null && conflict.updatedBy === userId;

  const choose = (key: keyof Values, keepMine: boolean) =>
    setKeep((previous) => {
      const next = new Set(previous);
      if (keepMine) next.add(key);
      else next.delete(key);
      return next;
    });

  const show = (key: keyof Values, value: Values[keyof Values]) => {
    const format = fields[key].format as ((value: Values[keyof Values]) => string) | undefined;
    return format ? format(value) : Array.isArray(value) ? value.join('\n') : String(value ?? '');
  };
  // Read once: the two sides stay as they were while the view is open (an article is long to parse).
  const [shown] = useState(() =>
    rows.map((key): ShownField<keyof Values> => {
      const [theirs, ours] = [show(key, saved.values[key]), show(key, mine[key])];
      if (!fields[key].richText) return { key, theirs: { text: theirs }, mine: { text: ours } };
      const comparison = compareRichText(theirs, ours);
      return {
        key,
        theirs: { text: comparison.before, formatting: comparison.removed },
        mine: { text: comparison.after, formatting: comparison.added },
        note: comparison.markupOnly ? MARKUP_ONLY_CHANGE : undefined,
      };
    }),
  );

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        title={ownTab ? 'Há uma versão mais nova' : 'Outra pessoa salvou antes de você'}
        description={`${describeConflict(conflict, subject, userId)} Nada do que você fez foi salvo ainda.`}
        className="sm:max-w-3xl"
      >
        {confirmingReload ? (
          <>
            <p className="text-sm text-ink-800">
              Recarregar troca tudo o que está no formulário pela versão salva. As suas alterações serão
              descartadas. Deseja continuar?
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirmingReload(false)} autoFocus>
                Voltar
              </Button>
              <Button variant="danger" onClick={onReload}>
                Descartar minhas alterações e recarregar
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            {rows.length === 0 ? (
              <p className="text-sm text-ink-800">
                Os campos do formulário estão iguais aos da versão salva. Aplique para continuar a partir dela
                e salve de novo.
              </p>
            ) : (
              <>
                <p className="text-sm text-ink-800">
                  {rows.length === 1 ? 'Um campo está diferente.' : `${rows.length} campos estão diferentes.`}{' '}
                  Escolha o que fica em cada um; depois, salve de novo.
                </p>
                <div className="flex flex-col gap-4">
                  {shown.map(({ key, ...field }) => (
                    <ConflictRow
                      key={String(key)}
                      label={fields[key].label}
                      savedBy={savedBy}
                      {...field}
                      keepMine={keep.has(key)}
                      onChoose={(keepMine) => choose(key, keepMine)}
                    />
                  ))}
                </div>
              </>
            )}
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirmingReload(true)}>
                Recarregar
              </Button>
              <Button onClick={() => onApply(keep)}>Aplicar escolhas</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A side of a field as the view shows it: its text and, for rich text, the formatting only it has. */
interface ShownValue {
  text: string;
  formatting?: readonly string[];
}

interface ShownField<Key = unknown> {
  key: Key;
  theirs: ShownValue;
  mine: ShownValue;
  /** Said under both sides (rich text whose difference does not show). */
  note?: string;
}

interface ConflictRowProps extends Omit<ShownField, 'key'> {
  label: string;
  savedBy: string;
  keepMine: boolean;
  onChoose: (keepMine: boolean) => void;
}

/** One field: the saved value beside the form's, as a radio group named by the field's label. */
function ConflictRow({ label, savedBy, theirs, mine, note, keepMine, onChoose }: ConflictRowProps) {
  const id = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-ink-950">{label}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <Choice
          id={`${id}-salvo`}
          name={id}
          title={savedBy}
          value={theirs}
          checked={!keepMine}
          onSelect={() => onChoose(false)}
        />
        <Choice
          id={`${id}-seu`}
          name={id}
          title="O seu, no formulário"
          value={mine}
          checked={keepMine}
          onSelect={() => onChoose(true)}
        />
      </div>
      {note && <p className="mt-2 text-sm text-ink-700">{note}</p>}
    </fieldset>
  );
}

interface ChoiceProps {
  id: string;
  name: string;
  title: string;
  value: ShownValue;
  checked: boolean;
  onSelect: () => void;
}

/** A radio card: its title names it, the value (and its own formatting) describes it; the whole card selects it. */
function Choice({ id, name, title, value: { text, formatting = [] }, checked, onSelect }: ChoiceProps) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-w-0 cursor-pointer flex-col gap-2 rounded-lg border p-3 text-sm',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink-700',
        checked ? 'border-accent-600 bg-accent-50' : 'border-ink-200 bg-white hover:bg-ink-50',
      )}
    >
      <span className="flex items-center gap-2 font-medium text-ink-950">
        <input
          id={id}
          type="radio"
          name={name}
          checked={checked}
          onChange={onSelect}
          aria-labelledby={`${id}-titulo`}
          aria-describedby={formatting.length > 0 ? `${id}-valor ${id}-formatacao` : `${id}-valor`}
          className="size-4 accent-accent-700"
        />
        <span id={`${id}-titulo`}>{title}</span>
      </span>
      <span
        id={`${id}-valor`}
        className={cn(
          'break-words whitespace-pre-wrap',
          text.trim() === '' ? 'text-ink-600 italic' : 'text-ink-800',
        )}
      >
        {text.trim() === '' ? '(vazio)' : text}
      </span>
      {formatting.length > 0 && (
        // One line per mark, as text: the radio's description reads them apart.
        <span
          id={`${id}-formatacao`}
          className="border-t border-ink-200 pt-2 text-xs break-words whitespace-pre-line text-ink-700"
        >
          <strong className="font-semibold">Formatação só nesta versão:</strong>
          {`\n${formatting.join('\n')}`}
        </span>
      )}
    </label>
  );
}
