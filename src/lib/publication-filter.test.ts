import { describe, expect, it } from 'vitest';

import { PUBLICATION_FILTERS, withPublicationFilter, type PublicationFilter } from './publication-filter';

/** A builder that records the filters put on it, as supabase-js's would narrow the request. */
function recordingQuery() {
  const calls: [string, string, string][] = [];
  const query = {
    calls,
    eq: (column: 'status', value: string) => (calls.push(['eq', column, value]), query),
    lte: (column: 'publicado_em', value: string) => (calls.push(['lte', column, value]), query),
    gt: (column: 'publicado_em', value: string) => (calls.push(['gt', column, value]), query),
  };
  return query;
}

const NOW = new Date('2026-11-25T17:30:00.000Z');

function filtersOf(filter: PublicationFilter) {
  return withPublicationFilter(recordingQuery(), filter, NOW).calls;
}

describe('withPublicationFilter', () => {
  it('asks the server for the rows of each filter, as of now', () => {
    expect(filtersOf('todos')).toEqual([]);
    expect(filtersOf('rascunhos')).toEqual([['eq', 'status', 'rascunho']]);
    expect(filtersOf('agendados')).toEqual([
      ['eq', 'status', 'publicado'],
      ['gt', 'publicado_em', '2026-11-25T17:30:00.000Z'],
    ]);
    expect(filtersOf('publicados')).toEqual([
      ['eq', 'status', 'publicado'],
      ['lte', 'publicado_em', '2026-11-25T17:30:00.000Z'],
    ]);
  });

  it('splits every row into exactly one of the three states', () => {
    const rows = [
      { status: 'rascunho', publicado_em: '2026-11-20T10:00:00.000Z' },
      { status: 'rascunho', publicado_em: '2026-12-20T10:00:00.000Z' },
      { status: 'publicado', publicado_em: '2026-11-20T10:00:00.000Z' },
      { status: 'publicado', publicado_em: NOW.toISOString() },
      { status: 'publicado', publicado_em: '2026-11-25T17:31:00.000Z' },
    ];
    /** The rows the recorded filters keep, as PostgREST would apply them. */
    const kept = (filter: PublicationFilter) =>
      rows.filter((row) =>
        filtersOf(filter).every(([operator, column, value]) => {
          const cell = row[column as keyof typeof row];
          if (operator === 'eq') return cell === value;
          return operator === 'lte'
            ? Date.parse(cell) <= Date.parse(value)
            : Date.parse(cell) > Date.parse(value);
        }),
      );
    const [, ...states] = PUBLICATION_FILTERS;
    expect(states.map((filter) => kept(filter).length)).toEqual([2, 1, 2]);
    expect(new Set(states.flatMap(kept)).size).toBe(rows.length);
    expect(kept('todos')).toEqual(rows);
  });
});
