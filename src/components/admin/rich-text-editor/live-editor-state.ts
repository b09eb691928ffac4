import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';

/**
 * `useEditorState` for an editor Tiptap may destroy under the component (see RichTextEditor): a
 * destroyed editor has no schema and no extension storage, so a selector reading it would throw
 * and take the page down. It gives `whenDestroyed` until the next editor replaces this one.
 */
export function useLiveEditorState<Result>(
  editor: Editor,
  selector: (editor: Editor) => Result,
  whenDestroyed: Result,
): Result {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => (current.isDestroyed ? whenDestroyed : selector(current)),
  });
}
