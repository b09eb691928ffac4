import type { Editor, JSONContent } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';

/**
 * Inserts a block (an image or video figure) where the caret is, or after the block selected (never
 * in its place), and puts the caret in the paragraph after it, adding one when there is none, so
 * writing goes on below the figure.
 */
export function insertBlock(editor: Editor, node: JSONContent): void {
  const { selection } = editor.state;
  const chain = editor.chain().focus();
  const inserted =
    selection instanceof NodeSelection
      ? chain.insertContentAt(selection.to, node)
      : chain.insertContent(node);
  inserted
    .command(({ tr }) => {
      const end = tr.selection instanceof NodeSelection ? tr.selection.to : tr.selection.$to.after();
      const after = tr.doc.resolve(end).nodeAfter;
      if (!after?.isTextblock) tr.insert(end, editor.schema.nodes.paragraph.create());
      tr.setSelection(TextSelection.create(tr.doc, end + 1));
      return true;
    })
    .run();
}
