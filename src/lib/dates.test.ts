import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

import {
  formatDateTime,
  formatLongDate,
  formatSaoPauloDateTime,
  formatShortDate,
  isDateTimeInputValue,
  nextIsoDay,
  saoPauloDateTimeToIso,
  saoPauloDayStart,
  saoPauloToday,
  toSaoPauloDateTimeInput,
} from './dates';

const execFileAsync = promisify(execFile);

describe('dates', () => {
  it('formats a publication date in long pt-BR form without shifting the day', () => {
    expect(formatLongDate('2025-03-05')).toBe('5 de março de 2025');
    expect(formatLongDate('2025-01-01')).toBe('1 de janeiro de 2025');
  });

  it('formats admin dates as short numbers', () => {
    expect(formatShortDate('2025-12-31')).toBe('31/12/2025');
    expect(formatDateTime(new Date(2025, 2, 5, 14, 30))).toBe('05/03/2025 14:30');
  });

  it('shows a dash for an invalid value', () => {
    expect(formatLongDate('não é data')).toBe('—');
    expect(formatSaoPauloDateTime('não é data')).toBe('—');
  });
});

describe("São Paulo's clock, whatever the browser's time zone", () => {
  /**
   * The helpers' answers in a Node process of their own whose time zone (the "browser's") is `zone`:
   * a process has one time zone, and a test worker may share its process with others.
   */
  async function inZone(zone: string) {
    const script = `
      import * as dates from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'dates.ts')).href)};
      console.log(JSON.stringify({
        // Proves the zone really changed under the helpers.
        localOffset: new Date(2026, 10, 25, 12).getTimezoneOffset(),
        stored: dates.saoPauloDateTimeToIso('2026-11-25T14:30'),
        shownAgain: dates.toSaoPauloDateTimeInput('2026-11-25T17:30:00+00:00'),
        inWords: dates.formatSaoPauloDateTime('2026-11-25T17:30:00+00:00'),
        day: dates.formatSaoPauloDate('2026-11-26T02:30:00Z'),
        lateEvening: dates.toSaoPauloDateTimeInput('2026-11-26T02:30:00Z'),
      }));`;
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { env: { ...process.env, TZ: zone } },
    );
    return JSON.parse(stdout) as Record<string, string | number>;
  }

  it('a browser in UTC, in São Paulo and in Tokyo store the same instant for the same typed time', async () => {
    const [utc, saoPaulo, tokyo] = await Promise.all(
      ['UTC', 'America/Sao_Paulo', 'Asia/Tokyo'].map((zone) => inZone(zone)),
    );
    expect(new Set([utc.localOffset, saoPaulo.localOffset, tokyo.localOffset]).size).toBe(3);

    for (const browser of [utc, saoPaulo, tokyo]) {
      expect(browser.stored).toBe('2026-11-25T17:30:00.000Z');
      expect(browser.shownAgain).toBe('2026-11-25T14:30');
      expect(browser.inWords).toBe('25/11/2026 às 14:30');
      expect(browser.day).toBe('25/11/2026');
      // 02:30 UTC is still the evening before in São Paulo.
      expect(browser.lateEvening).toBe('2026-11-25T23:30');
    }
  });

  it('goes back and forth without drifting, across days, years and the old summer time', () => {
    for (const typed of ['2026-01-01T00:00', '2026-12-31T23:59', '2018-12-01T12:00', '2018-06-01T12:00']) {
      expect(toSaoPauloDateTimeInput(saoPauloDateTimeToIso(typed))).toBe(typed);
    }
    // Summer time (-2 h) in December 2018, standard time (-3 h) in June.
    expect(saoPauloDateTimeToIso('2018-12-01T12:00')).toBe('2018-12-01T14:00:00.000Z');
    expect(saoPauloDateTimeToIso('2018-06-01T12:00')).toBe('2018-06-01T15:00:00.000Z');
    // Seconds, when a browser sends them, count too.
    expect(saoPauloDateTimeToIso('2026-11-25T14:30:15')).toBe('2026-11-25T17:30:15.000Z');
  });

  it('accepts only values that name a moment', () => {
    expect(isDateTimeInputValue('2028-02-29T08:00')).toBe(true);
    for (const value of [
      '',
      '2026-02-29T08:00',
      '2026-11-25',
      '2026-11-25T24:00',
      '2026-11-25T10:60',
      '25/11/2026 10:00',
    ]) {
      expect(isDateTimeInputValue(value)).toBe(false);
    }
    expect(() => saoPauloDateTimeToIso('2026-02-30T10:00')).toThrow(RangeError);
    // Four-digit years in UTC too (an ISO string past 9999 is not one Postgres reads).
    expect(saoPauloDateTimeToIso('9999-12-31T20:59')).toBe('9999-12-31T23:59:00.000Z');
    expect(isDateTimeInputValue('9999-12-31T21:00')).toBe(false);
    expect(isDateTimeInputValue('1899-12-31T12:00')).toBe(false);
  });
});

describe('days of São Paulo (the lead date filters)', () => {
  it('starts a day at midnight in São Paulo, whatever the browser zone', () => {
    expect(saoPauloDayStart('2026-11-24')).toBe('2026-11-24T03:00:00.000Z');
    // Summer time (UTC-2) in January 2018.
    expect(saoPauloDayStart('2018-01-15')).toBe('2018-01-15T02:00:00.000Z');
  });

  it('moves to the next day across months and years', () => {
    expect(nextIsoDay('2026-12-31')).toBe('2027-01-01');
    expect(nextIsoDay('2024-02-28')).toBe('2024-02-29');
  });

  it("tells today's date in São Paulo", () => {
    expect(saoPauloToday(new Date('2026-11-25T02:30:00Z'))).toBe('2026-11-24');
    expect(saoPauloToday(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-25');
  });
});
