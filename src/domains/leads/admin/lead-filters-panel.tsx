import { ListFilter, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { FilterChip } from '@/components/content/filter-chip';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { saoPauloToday } from '@/lib/dates';
import { cn } from '@/lib/utils';

import { SALTO_PAGINA_ORIGEM } from '../api/insert-lead';
import { LEAD_STAGE_LABELS, LEAD_STAGES, type LeadStage } from '../stages';
import { NO_ORIGIN_PARAM } from '../utils/lead-filters';
import type { LeadFiltersState } from './use-lead-filters';

/** Waits this long after the last keystroke in a campaign box before filtering (as the search). */
const TEXT_DEBOUNCE_MS = 300;

/**
 * The pages the forms send from (`pagina_origem`): the SALTO form's, and the Raio-X form's of older
 * leads — the Raio-X form stores none today ('Não informada').
 */
const ORIGIN_PAGES: { value: string; label: string }[] = [
  { value: SALTO_PAGINA_ORIGEM, label: `SALTO (${SALTO_PAGINA_ORIGEM})` },
  { value: '/agentes-de-ia', label: 'Raio-X (/agentes-de-ia)' },
];

interface TextFilterProps {
  label: string;
  /** The filter's value in the URL ('' when off). */
  value: string;
  onCommit: (value: string) => void;
  placeholder: string;
}

/**
 * A campaign box: what is typed shows at once and filters once typing pauses; a value changed
 * elsewhere (Limpar filtros, back) shows in the box.
 */
function TextFilter({ label, value, onCommit, placeholder }: TextFilterProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <FormField label={label}>
      {(control) => (
        <Input
          {...control}
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => onCommit(next.trim()), TEXT_DEBOUNCE_MS);
          }}
        />
      )}
    </FormField>
  );
}

/**
 * The lead list's filters: stages (any number), origin page (or none), utm_source, utm_campaign
 * and the days received (São Paulo), with 'Limpar filtros'. From 768 px always shown; on phones
 * behind 'Filtros', which says how many are on.
 */
export function LeadFiltersPanel({ filters, activeCount, update, clear }: LeadFiltersState) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const today = saoPauloToday();
  const stages = filters.stages ?? [];
  const toggleStage = (stage: LeadStage) => {
    const next = stages.includes(stage) ? stages.filter((s) => s !== stage) : [...stages, stage];
    update({ stages: next.length > 0 ? next : undefined });
  };
  const origin = filters.origin === null ? NO_ORIGIN_PARAM : (filters.origin ?? '');
  const unknownOrigin =
    origin && origin !== NO_ORIGIN_PARAM && !ORIGIN_PAGES.some((page) => page.value === origin);
  const rangeError =
    filters.from && filters.to && filters.from > filters.to
      ? 'A data final deve ser igual ou posterior à inicial.'
      : undefined;

  return (
    <div className="border-b border-ink-200 px-4 py-3 sm:px-6">
      <Button
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="md:hidden"
      >
        <ListFilter aria-hidden="true" />
        {activeCount > 0 ? `Filtros (${activeCount})` : 'Filtros'}
      </Button>

      <div id={panelId} className={cn('gap-4 pt-3 md:grid md:pt-0', open ? 'grid' : 'hidden')}>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <fieldset className="min-w-0">
            <legend className="mb-1.5 text-sm font-medium text-ink-900">Etapa</legend>
            <div className="flex flex-wrap gap-2">
              {LEAD_STAGES.map((stage) => (
                <FilterChip
                  key={stage}
                  pressed={stages.includes(stage)}
                  onClick={() => toggleStage(stage)}
                  className="h-8 px-3"
                >
                  {LEAD_STAGE_LABELS[stage]}
                </FilterChip>
              ))}
            </div>
          </fieldset>
          <Button variant="ghost" size="sm" onClick={clear} disabled={activeCount === 0}>
            <X aria-hidden="true" />
            Limpar filtros
          </Button>
        </div>

        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <FormField label="Página de origem">
            {(control) => (
              <Select
                {...control}
                value={origin}
                onChange={(event) => {
                  const value = event.target.value;
                  update({ origin: value === '' ? undefined : value === NO_ORIGIN_PARAM ? null : value });
                }}
              >
                <option value="">Todas</option>
                {ORIGIN_PAGES.map((page) => (
                  <option key={page.value} value={page.value}>
                    {page.label}
                  </option>
                ))}
                {unknownOrigin && <option value={origin}>{origin}</option>}
                <option value={NO_ORIGIN_PARAM}>Não informada</option>
              </Select>
            )}
          </FormField>
          <TextFilter
            label="UTM Source"
            value={filters.utmSource ?? ''}
            placeholder="ex.: google"
            onCommit={(value) => update({ utmSource: value || undefined })}
          />
          <TextFilter
            label="UTM Campaign"
            value={filters.utmCampaign ?? ''}
            placeholder="ex.: raio-x"
            onCommit={(value) => update({ utmCampaign: value || undefined })}
          />
          <FormField label="Recebidos de">
            {(control) => (
              <Input
                {...control}
                type="date"
                max={today}
                value={filters.from ?? ''}
                onChange={(event) => update({ from: event.target.value || undefined })}
              />
            )}
          </FormField>
          <FormField label="Até" error={rangeError}>
            {(control) => (
              <Input
                {...control}
                type="date"
                min={filters.from}
                max={today}
                value={filters.to ?? ''}
                onChange={(event) => update({ to: event.target.value || undefined })}
              />
            )}
          </FormField>
        </div>
      </div>
    </div>
  );
}
