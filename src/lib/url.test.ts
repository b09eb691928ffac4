import { describe, expect, it } from 'vitest';

import { isHttpUrl } from './url';

describe('isHttpUrl', () => {
  it('accepts absolute http(s) URLs only', () => {
    expect(isHttpUrl('https://exame.com/materia')).toBe(true);
    expect(isHttpUrl('http://127.0.0.1:54321')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('/relativo')).toBe(false);
    expect(isHttpUrl('')).toBe(false);
  });
});
