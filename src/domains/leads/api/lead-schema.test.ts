import { describe, expect, it } from 'vitest';

import { raioXLeadFormSchema, saltoLeadFormSchema } from './lead-schema';

const valid = {
  nome: 'Ana Lima',
  email: 'ana@lima.com.br',
  telefone: '+5531988887777',
  empresa: 'Lima',
  website: '',
};

function messages(schema: typeof raioXLeadFormSchema, values: Partial<typeof valid>) {
  const result = schema.safeParse({ ...valid, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('lead form schemas (mirror of the leads constraints)', () => {
  it('accepts a valid lead and normalises it as the database would store it', () => {
    const parsed = raioXLeadFormSchema.parse({
      ...valid,
      nome: '  Ana \n Lima ',
      email: ' ana@lima.com.br ',
      telefone: '+55 (31) 98888-7777',
    });
    expect(parsed).toMatchObject({ nome: 'Ana Lima', email: 'ana@lima.com.br', telefone: '+5531988887777' });
  });

  it('names and companies refuse invisible bidi and zero-width characters, saying why', () => {
    for (const schema of [raioXLeadFormSchema, saltoLeadFormSchema]) {
      expect(messages(schema, { nome: 'Ana \u202ELima', empresa: 'Lima\u200B' })).toEqual({
        nome: 'Nome contém caracteres invisíveis (de formatação ou de direção do texto). Remova-os.',
        empresa:
          'Nome da empresa contém caracteres invisíveis (de formatação ou de direção do texto). Remova-os.',
      });
    }
  });

  it('names with emoji sequences are accepted; a joiner outside an emoji sequence is not', () => {
    for (const schema of [raioXLeadFormSchema, saltoLeadFormSchema]) {
      expect(messages(schema, { nome: 'Ana 👩‍💻', empresa: 'Lima ❤️‍🔥' })).toEqual({});
      expect(messages(schema, { nome: 'Ana\u200DLima', empresa: 'Lima 👩\u202E' })).toEqual({
        nome: 'Nome contém caracteres invisíveis (de formatação ou de direção do texto). Remova-os.',
        empresa:
          'Nome da empresa contém caracteres invisíveis (de formatação ou de direção do texto). Remova-os.',
      });
    }
  });

  it('phone: more than 15 digits is too long (both forms)', () => {
    expect(messages(raioXLeadFormSchema, { telefone: '+1234567890123456' })).toEqual({
      telefone: 'Telefone deve ter no máximo 15 dígitos',
    });
    expect(messages(saltoLeadFormSchema, { telefone: '+1234567890123456' })).toEqual({
      telefone: 'Telefone deve ter no máximo 15 dígitos',
    });
    expect(messages(raioXLeadFormSchema, { telefone: '+123456789012345' })).toEqual({});
  });

  it('counts characters as Postgres does (code points) and trims first', () => {
    expect(messages(raioXLeadFormSchema, { nome: '😀'.repeat(120) })).toEqual({});
    expect(messages(raioXLeadFormSchema, { nome: '😀'.repeat(121) })).toEqual({
      nome: 'Nome deve ter no máximo 120 caracteres',
    });
    expect(messages(raioXLeadFormSchema, { empresa: '   x   ' })).toEqual({
      empresa: 'Nome da empresa deve ter pelo menos 2 caracteres',
    });
  });

  it('e-mail: the database shape (TLD required) and 254 characters at most', () => {
    expect(messages(raioXLeadFormSchema, { email: 'ana@lima' })).toEqual({ email: 'Email inválido' });
    expect(messages(saltoLeadFormSchema, { email: 'ana@lima' })).toEqual({
      email: 'Informe um e-mail válido',
    });
    const long = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(63)}.comm`;
    expect(long.length).toBeGreaterThan(254);
    expect(messages(saltoLeadFormSchema, { email: long })).toEqual({
      email: 'E-mail deve ter no máximo 254 caracteres',
    });
  });
});
