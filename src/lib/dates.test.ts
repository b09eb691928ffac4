import { describe, expect, it } from 'vitest';

import { formatDateTime, formatLongDate, formatShortDate } from './dates';

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
  });
});
