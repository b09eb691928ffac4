import type { Editor } from '@tiptap/core';
import { useEffect, useId, useImperativeHandle, useState, type Ref } from 'react';

import { cn } from '@/lib/utils';

import { matchingBlocks, type BlockChoice } from './blocks';
import { useLiveEditorState } from './live-editor-state';

/** The "/" typed at the start of a paragraph and what follows it, while the caret is after it. */
function slashQuery(editor: Editor): { from: number; to: number; query: string } | null {
  const { selection } = editor.state;
  if (!selection.empty || !editor.isEditable) return null;
  const { $from } = selection;
  if ($from.parent.type.name !== 'paragraph') return null;
  const text = $from.parent.textContent;
  if (text.length !== $from.parentOffset) return null;
  const match = /^\/([\p{L}\p{N} ]{0,24})$/u.exec(text);
  return match ? { from: $from.start(), to: $from.pos, query: match[1] } : null;
}

export interface SlashMenuHandle {
  /** The editor's key handler while the menu is open: arrows, Enter, Tab and Escape. */
  handleKeyDown: (event: KeyboardEvent) => boolean;
}

interface SlashMenuProps {
  ref: Ref<SlashMenuHandle>;
  editor: Editor;
  onChoose: (block: BlockChoice) => void;
}

/**
 * The "/" menu: typing "/" in an empty paragraph lists the blocks (filtered by what follows), the
 * arrows move, Enter picks, Escape closes. The focus stays in the text: the textbox points at the
 * highlighted option with `aria-activedescendant`.
 */
export function SlashMenu({ ref, editor, onChoose }: SlashMenuProps) {
  const listId = useId();
  const slash = useLiveEditorState(
    editor,
    (current) => {
      const found = slashQuery(current);
      return found ? `${found.from}:${found.to}:${found.query}` : null;
    },
    null,
  );
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  // The highlighted option, for the query it was moved in: a new query starts from the first.
  const [active, setActive] = useState({ query: '', index: 0 });
  const found = slash === null ? null : slashQuery(editor);
  const options = found ? matchingBlocks(found.query) : [];
  const open = found !== null && dismissedAt !== found.from && options.length > 0;
  const index = found && active.query === found.query ? Math.min(active.index, options.length - 1) : 0;
  const optionId = (position: number) => `${listId}-opcao-${position}`;
  const setIndex = (position: number) => setActive({ query: found?.query ?? '', index: position });

  // Leaving the "/" forgets that the menu was closed there.
  useEffect(() => {
    const forget = () => {
      if (!slashQuery(editor)) setDismissedAt(null);
    };
    editor.on('transaction', forget);
    return () => {
      editor.off('transaction', forget);
    };
  }, [editor]);

  const pick = (block: BlockChoice) => {
    if (!found) return;
    editor.chain().focus().deleteRange({ from: found.from, to: found.to }).run();
    onChoose(block);
  };

  useImperativeHandle(ref, () => ({
    handleKeyDown: (event) => {
      if (!open) return false;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setIndex((index + step + options.length) % options.length);
        return true;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        pick(options[index]);
        return true;
      }
      if (event.key === 'Escape') {
        setDismissedAt(found.from);
        return true;
      }
      return false;
    },
  }));

  useEffect(() => {
    // No view, no textbox to describe (see the editor's own attributes effect).
    if (editor.isDestroyed) return;
    const dom = editor.view.dom;
    if (open) {
      dom.setAttribute('aria-controls', listId);
      dom.setAttribute('aria-activedescendant', optionId(index));
    } else {
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-activedescendant');
    }
  });

  if (!open || !found || editor.isDestroyed) return null;
  const wrapper = editor.view.dom.parentElement?.parentElement;
  const coords = editor.view.coordsAtPos(found.from);
  const box = wrapper?.getBoundingClientRect();
  const top = box ? coords.bottom - box.top + 4 : 0;
  const left = box ? Math.max(0, Math.min(coords.left - box.left, box.width - 256)) : 0;

  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="Blocos"
      style={{ top, left }}
      className="absolute z-20 max-h-72 w-64 max-w-full overflow-y-auto rounded-lg border border-ink-200 bg-white p-1 shadow-lg"
    >
      {options.map((block, position) => (
        <li
          key={block.id}
          id={optionId(position)}
          role="option"
          aria-selected={position === index}
          onMouseDown={(event) => {
            event.preventDefault();
            pick(block);
          }}
          onMouseEnter={() => setIndex(position)}
          className={cn(
            'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-ink-800',
            position === index && 'bg-accent-100 text-ink-950',
          )}
        >
          <span>{block.label}</span>
          {block.shortcut && <span className="text-xs text-ink-600">{block.shortcut}</span>}
        </li>
      ))}
    </ul>
  );
}
