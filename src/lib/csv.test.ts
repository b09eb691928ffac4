// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildCsv, CSV_BOM, csvField, csvLines, csvRecord, downloadCsv, neutralizeFormula } from './csv';

describe('neutralizeFormula', () => {
  it.each(['=1+1', '+5548991234567', '-2', '@SUM(A1)', '\tx', '\rx'])('prefixes %j with a quote', (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });

  it.each(['Maria', '5548991234567', ' =1', "'=1", '', 'a=b'])('leaves %j alone', (value) => {
    expect(neutralizeFormula(value)).toBe(value);
  });
});

describe('csvField', () => {
  it('writes null and undefined as empty cells', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('writes numbers and booleans as text', () => {
    expect(csvField(42)).toBe('42');
    expect(csvField(false)).toBe('false');
  });

  it('leaves plain values (commas and accents included) unquoted', () => {
    expect(csvField('João Ação, Ltda.')).toBe('João Ação, Ltda.');
  });

  it('quotes fields with the separator, quotes, CR or LF, doubling the quotes (RFC 4180)', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvField('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('neutralises a formula before quoting it', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('-1;2')).toBe(`"'-1;2"`);
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
  });
});

describe('buildCsv', () => {
  it('starts with a UTF-8 BOM, separates with ; and ends every record with CRLF', () => {
    const csv = buildCsv(
      ['Nome', 'Email'],
      [
        ['Ana', 'ana@example.com'],
        ['Bia', null],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}Nome;Email\r\nAna;ana@example.com\r\nBia;\r\n`);
  });

  it('keeps a quoted line break inside its record', () => {
    const csv = buildCsv(['A', 'B'], [['x\ny', 'z']]);
    expect(csv).toBe(`${CSV_BOM}A;B\r\n"x\ny";z\r\n`);
  });

  it('writes only the header when there are no rows', () => {
    expect(buildCsv(['A'], [])).toBe(`${CSV_BOM}A\r\n`);
  });

  it('neutralises header cells too', () => {
    expect(csvRecord(['=A', 'B'])).toBe("'=A;B");
  });

  it('is the BOM and the lines of the header and the rows, so a file can be built a chunk at a time', () => {
    const rows = [
      ['Ana', 'a;b'],
      ['Bia', null],
    ];
    expect(buildCsv(['Nome', 'Obs'], rows)).toBe(
      CSV_BOM + csvLines([['Nome', 'Obs']]) + csvLines(rows.slice(0, 1)) + csvLines(rows.slice(1)),
    );
    expect(csvLines([])).toBe('');
  });

  it('encodes as UTF-8 with the BOM bytes EF BB BF', () => {
    const bytes = new TextEncoder().encode(buildCsv(['Ação'], []));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Ação\r\n');
  });
});

describe('downloadCsv', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('clicks a temporary link to a CSV blob with the file name, then releases the URL', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    downloadCsv('leads_2025-08-24.csv', buildCsv(['Nome'], [['João']]));

    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('leads_2025-08-24.csv');
    expect(clicked[0].getAttribute('href')).toBe('blob:csv');
    expect(clicked[0].isConnected).toBe(false);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');

    // A file built a page at a time: its chunks, joined in order.
    downloadCsv('leads.csv', [buildCsv(['Nome'], []), csvLines([['Ana']]), csvLines([['Bia']])]);
    expect([...new Uint8Array(await blobs[1].arrayBuffer())]).toEqual([
      ...new TextEncoder().encode(buildCsv(['Nome'], [['Ana'], ['Bia']])),
    ]);
  });
});
