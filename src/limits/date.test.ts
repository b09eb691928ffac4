import { describe, expect, it } from 'vitest';

import { isCalendarDate } from './date';

describe('isCalendarDate', () => {
  it('knows a real day written yyyy-MM-dd', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-1-01')).toBe(false);
  });
});
