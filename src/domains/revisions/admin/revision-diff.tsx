import { diffWords } from 'diff';
import type { ReactNode } from 'react';

import { MARKUP_ONLY_CHANGE, type FormattingDifference } from '@/lib/rich-text-reading';

import type { FieldChange } from '../utils/revision-fields';

/** An unchanged stretch longer than this shows only its ends, so a long article's change stands out. */
const UNCHANGED_KEPT = 300;
const UNCHANGED_END = 120;

function shorten(text: string): string {
  if (text.length <= UNCHANGED_KEPT) return text;
  return `${text.slice(0, UNCHANGED_END)} … ${text.slice(-UNCHANGED_END)}`;
}

/**
 * Words only the first value compared has, struck through; screen readers do not announce `<del>`, so it
 * says so in text too (neither relies on colour alone).
 */
function Removed({ children }: { children: ReactNode }) {
  return (
    <del className="rounded-sm bg-danger-50 px-0.5 text-danger-800 decoration-2">
      <span className="sr-only">[removido: </span>
      {children}
      <span className="sr-only">]</span>
    </del>
  );
}

/** Words only the second value has, underlined, said in text as `Removed` is. */
function Added({ children }: { children: ReactNode }) {
  return (
    <ins className="rounded-sm bg-success-50 px-0.5 text-success-800 decoration-2">
      <span className="sr-only">[incluído: </span>
      {children}
      <span className="sr-only">]</span>
    </ins>
  );
}

/** One field's two values as one text, the words taken out struck through and the words put in underlined. */
export function WordDiff({ before, after }: { before: string; after: string }) {
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-800">
      {diffWords(before, after).map((part, index) => {
        if (part.removed) return <Removed key={index}>{part.value}</Removed>;
        if (part.added) return <Added key={index}>{part.value}</Added>;
        return <span key={index}>{shorten(part.value)}</span>;
      })}
    </p>
  );
}

/** What changed in a rich-text field's formatting, marked as words are; or that only the markup did. */
function FormattingDiff({ removed, added, markupOnly }: FormattingDifference) {
  if (markupOnly) return <p className="mt-2 text-sm text-ink-700">{MARKUP_ONLY_CHANGE}</p>;
  if (removed.length === 0 && added.length === 0) return null;
  return (
    <div className="mt-3 border-t border-ink-100 pt-2">
      <p className="text-xs font-semibold text-ink-700">Formatação alterada</p>
      <ul className="mt-1 space-y-1 text-sm break-words text-ink-800">
        {removed.map((mark, index) => (
          <li key={`removido-${index}`}>
            <Removed>{mark}</Removed>
          </li>
        ))}
        {added.map((mark, index) => (
          <li key={`incluido-${index}`}>
            <Added>{mark}</Added>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The fields that differ between two versions, each with its label, its marked words and, for rich text, its formatting. */
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
            {change.formatting && <FormattingDiff {...change.formatting} />}
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
