import { diffWords } from 'diff';

import type { FieldChange } from '../utils/revision-fields';

/** An unchanged stretch longer than this shows only its ends, so a long article's change stands out. */
const UNCHANGED_KEPT = 300;
const UNCHANGED_END = 120;

function shorten(text: string): string {
  if (text.length <= UNCHANGED_KEPT) return text;
  return `${text.slice(0, UNCHANGED_END)} … ${text.slice(-UNCHANGED_END)}`;
}

/**
 * One field's two values as one text, the words taken out struck through (`<del>`) and the words
 * put in underlined (`<ins>`). Screen readers do not announce those elements, so each carries its
 * words' role in text too; neither relies on colour alone.
 */
export function WordDiff({ before, after }: { before: string; after: string }) {
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-800">
      {diffWords(before, after).map((part, index) => {
        if (part.removed) {
          return (
            <del key={index} className="rounded-sm bg-danger-50 px-0.5 text-danger-800 decoration-2">
              <span className="sr-only">[removido: </span>
              {part.value}
              <span className="sr-only">]</span>
            </del>
          );
        }
        if (part.added) {
          return (
            <ins key={index} className="rounded-sm bg-success-50 px-0.5 text-success-800 decoration-2">
              <span className="sr-only">[incluído: </span>
              {part.value}
              <span className="sr-only">]</span>
            </ins>
          );
        }
        return <span key={index}>{shorten(part.value)}</span>;
      })}
    </p>
  );
}

/** The fields that differ between two versions, each with its label and its marked words. */
export function RevisionDiff({ changes }: { changes: readonly FieldChange[] }) {
  if (changes.length === 0) {
    return <p className="text-sm text-ink-600">As duas versões têm o mesmo conteúdo.</p>;
  }
  return (
    <dl className="space-y-5">
      {changes.map((change) => (
        <div key={change.key} className="space-y-1.5">
          <dt className="text-sm font-semibold text-ink-900">{change.label}</dt>
          <dd className="rounded-lg border border-ink-200 bg-white p-3">
            {change.before === '' && change.after === '' ? null : (
              <WordDiff before={change.before} after={change.after} />
            )}
            {change.after === '' && (
              <p className="mt-1 text-xs text-ink-600">(vazio na versão mais recente)</p>
            )}
            {change.before === '' && (
              <p className="mt-1 text-xs text-ink-600">(vazio na versão mais antiga)</p>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
