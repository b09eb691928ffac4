import { vi } from 'vitest';

/**
 * The callbacks of an admin form as spies, the save resolving: spread them on the form (with the
 * test's own props after them) and assert on them.
 */
export function formCallbacks<Values>() {
  return {
    onSave: vi.fn<(values: Values) => Promise<void>>().mockResolvedValue(),
    onSaved: vi.fn<() => void>(),
    onCancel: vi.fn<() => void>(),
  };
}
