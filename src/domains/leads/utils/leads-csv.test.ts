import { describe, expect, it } from 'vitest';

import { CSV_BOM } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';

import { makeLead } from '../test/fixtures';
import { LEAD_CSV_HEADERS, leadsCsvFilename, leadsCsvHeader, leadsCsvRecords } from './leads-csv';

/** A whole export of these leads, as one page. */
const leadsToCsv = (leads: Parameters<typeof leadsCsvRecords>[0]) =>
  leadsCsvHeader() + leadsCsvRecords(leads);

describe('the leads CSV', () => {
  it('writes the export columns in order, then one record per lead', () => {
    const lead = makeLead({
      nome: 'João Ação',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'raio-x',
      utm_term: 'ia',
      utm_content: 'banner',
      gclid: 'G1',
      fbclid: 'F1',
      stage: 'em_contato',
      owner: { email: 'admin@salto.local' },
      first_contacted_at: '2025-08-21T12:05:00.000Z',
    });
    const lines = leadsToCsv([lead]).slice(CSV_BOM.length).split('\r\n');
    expect(lines[0]).toBe(
      'Nome;Email;Telefone;Empresa;Data;UTM Source;UTM Medium;UTM Campaign;UTM Term;UTM Content;GCLID;FBCLID;' +
        'Etapa;Responsável;Primeiro contato',
    );
    expect(LEAD_CSV_HEADERS).toHaveLength(15);
    expect(lines[1]).toBe(
      `João Ação;carla.mendes@example.com;5548991234567;Mendes Odontologia;${formatDateTime(lead.created_at)};` +
        `google;cpc;raio-x;ia;banner;G1;F1;Em contato;admin@salto.local;${formatDateTime('2025-08-21T12:05:00.000Z')}`,
    );
    expect(lines[2]).toBe('');
  });

  it('leaves missing tracking fields empty and neutralises formulas and phone signs', () => {
    const csv = leadsToCsv([makeLead({ nome: '=HYPERLINK("http://x","y")', telefone: '+351912345678' })]);
    const record = csv.split('\r\n')[1];
    expect(record.startsWith(`"'=HYPERLINK(""http://x"",""y"")";`)).toBe(true);
    expect(record).toContain(";'+351912345678;");
    // A new lead: every tracking field empty, stage Novo, no owner, no first contact.
    expect(record.endsWith(';;;;;;;;Novo;;')).toBe(true);
  });

  it('starts with the BOM', () => {
    expect(leadsToCsv([]).startsWith(CSV_BOM)).toBe(true);
  });

  it('is the same file whether its leads come in one page or several', () => {
    const leads = [makeLead({ nome: 'Ana' }), makeLead({ nome: 'Bia; Ltda' }), makeLead({ nome: 'Caio' })];
    expect(leadsCsvHeader() + leadsCsvRecords(leads.slice(0, 2)) + leadsCsvRecords(leads.slice(2))).toBe(
      leadsToCsv(leads),
    );
    expect(leadsCsvRecords([])).toBe('');
  });
});

describe('leadsCsvFilename', () => {
  it('is leads_{yyyy-MM-dd}.csv', () => {
    expect(leadsCsvFilename(new Date(2025, 7, 4, 23, 59))).toBe('leads_2025-08-04.csv');
  });
});
