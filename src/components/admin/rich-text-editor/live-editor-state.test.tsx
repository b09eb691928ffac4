// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';

import { useLiveEditorState } from './live-editor-state';
import { editorExtensions } from './schema';

const words = (editor: Editor) => (editor.storage.characterCount as { words: () => number }).words();

it('reads `whenDestroyed` from a destroyed editor instead of throwing', () => {
  const editor = new Editor({ extensions: editorExtensions(''), content: '<p>Um dois</p>' });
  const { result, rerender } = renderHook(() => useLiveEditorState(editor, words, 0));
  expect(result.current).toBe(2);
  act(() => editor.destroy());
  rerender();
  expect(result.current).toBe(0);
});
