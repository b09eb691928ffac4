import { describe, expect, it } from 'vitest';

import { loginPathReturningTo, safeAdminReturnPath } from './return-path';

describe('return path after signing in', () => {
  it('follows admin paths only', () => {
    expect(safeAdminReturnPath('/admin/cases/edit/abc?aba=seo')).toBe('/admin/cases/edit/abc?aba=seo');
    expect(safeAdminReturnPath('/admin')).toBe('/admin');
    for (const unsafe of [
      null,
      '',
      '//evil.example/admin',
      'https://evil.example/admin',
      '/administrador',
      '/admin//x',
      '/admin/\\evil',
      '/cases/x',
    ]) {
      expect(safeAdminReturnPath(unsafe)).toBe('/admin');
    }
  });

  it('the login address carries where to return', () => {
    expect(loginPathReturningTo({ pathname: '/admin/cases/edit/abc', search: '?aba=seo' })).toBe(
      '/admin/login?voltar=%2Fadmin%2Fcases%2Fedit%2Fabc%3Faba%3Dseo',
    );
    expect(loginPathReturningTo({ pathname: '/admin', search: '' })).toBe('/admin/login');
  });
});
