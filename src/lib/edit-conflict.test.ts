import { describe, expect, it } from 'vitest';

import type { EditConflict } from './db-error';
import { describeConflict, differingFields } from './edit-conflict';

const CASE = { noun: 'este case', pronoun: 'o' } as const;

/** A conflict saved at 14:32 of the machine's clock on 29/11/2026. */
function savedAt1432(who: Partial<EditConflict> = {}): EditConflict {
  return {
    version: 3,
    updatedAt: new Date(2026, 10, 29, 14, 32).toISOString(),
    updatedBy: 'u-ana',
    updatedByEmail: 'ana@exemplo.com',
    ...who,
  };
}

describe('describeConflict', () => {
  it('names who saved in between and when, in the time of day for today', () => {
    expect(describeConflict(savedAt1432(), CASE, 'u-eu', new Date(2026, 10, 29, 15, 0))).toBe(
      'ana@exemplo.com salvou este case às 14:32, depois que você o abriu.',
    );
  });

  it('gives the date for another day, and agrees with the item', () => {
    expect(
      describeConflict(savedAt1432(), { noun: 'esta notícia', pronoun: 'a' }, 'u-eu', new Date(2026, 11, 1)),
    ).toBe('ana@exemplo.com salvou esta notícia em 29/11/2026 às 14:32, depois que você a abriu.');
  });

  it('tells the person it was their own other tab', () => {
    expect(describeConflict(savedAt1432(), CASE, 'u-ana', new Date(2026, 10, 29, 15, 0))).toBe(
      'Você salvou este case em outra aba ou janela às 14:32, depois de abri-lo aqui.',
    );
  });

  it('says someone else when the account is unknown, and leaves out an unknown moment', () => {
    expect(
      describeConflict(savedAt1432({ updatedBy: null, updatedByEmail: null, updatedAt: null }), CASE, 'u-eu'),
    ).toBe('Outra pessoa salvou este case, depois que você o abriu.');
  });
});

describe('differingFields', () => {
  const mine = { titulo: 'A', galeria: [{ url: 'x' }], niches: ['n1', 'n2'] };

  it('lists the fields whose values differ, by content, in the order given', () => {
    const theirs = { titulo: 'B', galeria: [{ url: 'x' }], niches: ['n2', 'n1'] };
    expect(differingFields(['niches', 'galeria', 'titulo'], mine, theirs)).toEqual(['niches', 'titulo']);
  });

  it('compares with a field’s own rule when given', () => {
    const theirs = { ...mine, niches: ['n2', 'n1'] };
    const asSets = (key: string, a: unknown, b: unknown) =>
      key === 'niches'
        ? new Set(a as string[]).size === new Set([...(a as string[]), ...(b as string[])]).size
        : JSON.stringify(a) === JSON.stringify(b);
    expect(differingFields(['titulo', 'niches'], mine, theirs, asSets)).toEqual([]);
  });
});
