import { afterEach, beforeEach, vi } from 'vitest';

/** console.error silenced in every test: the components log the failures the tests provoke. */
export function silenceConsoleErrors() {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
}

/**
 * After each test, every spy restored and every mock reset (calls, queued answers and
 * implementations), the `vi.hoisted` fakes included, so no test sees another's answers.
 */
export function resetMocksAfterEach() {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetAllMocks();
  });
}
