import { describe, expect, it } from 'vitest';

import { escapeLikePattern } from './get-admin-insights';

describe('search pattern', () => {
  it('escapes LIKE wildcards typed by the user', () => {
    expect(escapeLikePattern('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});
