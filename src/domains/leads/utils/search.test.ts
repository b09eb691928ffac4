import { describe, expect, it } from 'vitest';

import { makeLead } from '../test/fixtures';
import { filterLeads } from './search';

const leads = [
  makeLead({
    id: '1',
    nome: 'João Ação',
    email: 'joao@example.com',
    empresa: 'Padaria Pão',
    telefone: '+5548991234567',
  }),
  makeLead({
    id: '2',
    nome: 'Bruno Azevedo',
    email: 'bruno@example.com',
    empresa: 'Azevedo Imóveis',
    telefone: '5511987654321',
  }),
];
const ids = (search: string) => filterLeads(leads, search).map((lead) => lead.id);

describe('filterLeads', () => {
  it('keeps every lead for a blank search', () => {
    expect(ids('   ')).toEqual(['1', '2']);
  });

  it('matches name, e-mail and company, ignoring case and accents', () => {
    expect(ids('joao acao')).toEqual(['1']);
    expect(ids('BRUNO@')).toEqual(['2']);
    expect(ids('imoveis')).toEqual(['2']);
    expect(ids('pão')).toEqual(['1']);
  });

  it('matches the phone by its digits, as typed with punctuation or not', () => {
    expect(ids('(48) 99123-4567')).toEqual(['1']);
    expect(ids('+55 11 98765')).toEqual(['2']);
    expect(ids('5548')).toEqual(['1']);
  });

  it('finds nothing for an unknown term', () => {
    expect(ids('inexistente')).toEqual([]);
  });
});
