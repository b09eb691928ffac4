/**
 * CSV files that open cleanly and safely in Excel set to pt-BR:
 * - UTF-8 with a byte-order mark, so accents survive a double-click open;
 * - `;` as separator (Excel in pt-BR uses `,` as the decimal mark), CRLF between records;
 * - RFC 4180 quoting: a field holding `;`, `"`, CR or LF is wrapped in quotes, quotes doubled;
 * - formula injection neutralised: a cell starting with `=`, `+`, `-`, `@`, tab or CR gets a
 *   leading `'`, so a spreadsheet shows it as text instead of running it (OWASP "CSV Injection").
 */

import { downloadFile } from './download';

export type CsvValue = string | number | boolean | null | undefined;

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_BREAK = '\r\n';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

/** First characters a spreadsheet reads as the start of a formula (or that hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

/** `'` before a value a spreadsheet would otherwise evaluate as a formula. */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One cell: null/undefined → empty, formulas neutralised, then quoted when RFC 4180 requires. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = neutralizeFormula(String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record: its cells joined by `;`. */
export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvField).join(CSV_SEPARATOR);
}

/** Records, each ended by CRLF: a file's body, or one chunk of it when it is built a page at a time. */
export function csvLines(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => csvRecord(row) + CSV_LINE_BREAK).join('');
}

/** The whole file: BOM, the header record, then one record per row, each ended by CRLF. */
export function buildCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvLines([headers, ...rows]);
}

/** Saves `content` (one text, or its chunks in order) as the CSV file `filename` in the browser. */
export function downloadCsv(filename: string, content: string | readonly string[]): void {
  downloadFile(filename, content, CSV_MIME_TYPE);
}
