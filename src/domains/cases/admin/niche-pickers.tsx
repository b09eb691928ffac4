import { Check, Tags, X } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

import type { Niche } from '../api/case-schema';

interface NichePickerProps {
  niches: Niche[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Ids of the chosen niches. */
  value: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}

function toggle(value: string[], id: string): string[] {
  return value.includes(id) ? value.filter((current) => current !== id) : [...value, id];
}

/** Loading, failure and "no niche yet" states shared by both pickers; null when there are niches. */
function pickerState({ niches, loading, failed, onRetry }: Omit<NichePickerProps, 'value' | 'onChange'>) {
  if (loading) {
    return (
      <div aria-busy="true" className="flex flex-wrap gap-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-9 w-28 rounded-full" />
        ))}
      </div>
    );
  }
  if (failed) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-ink-700">
        <p>Não foi possível carregar os nichos.</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (!niches || niches.length === 0) {
    return (
      <p className="text-sm text-ink-600">
        Nenhum nicho cadastrado.{' '}
        <Link to="/admin/cases/nichos" className="font-medium text-accent-800 underline underline-offset-2">
          Cadastrar nichos
        </Link>
      </p>
    );
  }
  return null;
}

/** Create form: a checkbox per niche, with the chosen ones as removable chips. */
export function NicheChecklist(props: NichePickerProps) {
  const { niches, value, onChange, disabled } = props;
  const state = pickerState(props);
  if (state || !niches) return state;
  const chosen = niches.filter((niche) => value.includes(niche.id));

  return (
    <div className="flex flex-col gap-4">
      <div aria-live="polite" className="flex min-h-7 flex-wrap items-center gap-2">
        {chosen.length === 0 ? (
          <p className="text-sm text-ink-600">Nenhum nicho selecionado.</p>
        ) : (
          <>
            <span className="sr-only">Nichos selecionados:</span>
            {chosen.map((niche) => (
              <Badge key={niche.id} variant="accent" className="py-1 pr-1">
                {niche.nome}
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(value.filter((id) => id !== niche.id))}
                  className="rounded-full p-0.5 hover:bg-accent-200 focus-visible:outline-2 focus-visible:outline-ink-700"
                  aria-label={`Remover nicho ${niche.nome}`}
                >
                  <X aria-hidden />
                </button>
              </Badge>
            ))}
          </>
        )}
      </div>
      <fieldset>
        <legend className="sr-only">Nichos do case</legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {niches.map((niche) => (
            <label
              key={niche.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-ink-200 px-3 py-2.5 text-sm text-ink-900 hover:bg-ink-50 has-checked:border-accent-500 has-checked:bg-accent-50"
            >
              <Checkbox
                checked={value.includes(niche.id)}
                disabled={disabled}
                onChange={() => onChange(toggle(value, niche.id))}
              />
              {niche.nome}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** Edit form: niches as toggle chips (`aria-pressed`). */
export function NicheToggleChips(props: NichePickerProps) {
  const { niches, value, onChange, disabled } = props;
  const state = pickerState(props);
  if (state || !niches) return state;

  return (
    <div role="group" aria-label="Nichos do case" className="flex flex-wrap gap-2">
      {niches.map((niche) => {
        const pressed = value.includes(niche.id);
        return (
          <button
            key={niche.id}
            type="button"
            aria-pressed={pressed}
            disabled={disabled}
            onClick={() => onChange(toggle(value, niche.id))}
            className={cn(
              'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-700 disabled:opacity-60',
              pressed
                ? 'border-accent-600 bg-accent-100 text-accent-900 hover:bg-accent-200'
                : 'border-ink-300 bg-white text-ink-800 hover:bg-ink-50',
            )}
          >
            {pressed ? (
              <Check aria-hidden className="size-4" />
            ) : (
              <Tags aria-hidden className="size-4 text-ink-500" />
            )}
            {niche.nome}
          </button>
        );
      })}
    </div>
  );
}
