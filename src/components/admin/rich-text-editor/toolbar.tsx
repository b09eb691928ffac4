import type { Editor } from '@tiptap/core';
import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  Image,
  Italic,
  Link,
  List,
  ListOrdered,
  Minus,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';

import { cn } from '@/lib/utils';

import { BLOCKS, type BlockChoice } from './blocks';
import { useLiveEditorState } from './live-editor-state';

const BLOCK_ICONS: Record<string, LucideIcon> = {
  paragraph: Pilcrow,
  h2: Heading2,
  h3: Heading3,
  h4: Heading4,
  bulletList: List,
  orderedList: ListOrdered,
  blockquote: Quote,
  image: Image,
  video: Video,
  divider: Minus,
};

interface ToolButton {
  id: string;
  label: string;
  /** The tooltip: the label plus its shortcut. */
  title: string;
  icon: LucideIcon;
  /** Toggles show their state (aria-pressed); actions (undo, image…) have none. */
  toggle: boolean;
  run: () => void;
  /** Starts a group (a divider before it). */
  groupStart?: boolean;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

interface ToolbarProps {
  editor: Editor;
  disabled: boolean;
  onChoose: (block: BlockChoice) => void;
  onLink: () => void;
}

/** The toolbar's state while its editor is destroyed (a new one is on its way). */
const NOTHING_ACTIVE = { active: {} as Record<string, boolean>, canUndo: false, canRedo: false };

/**
 * The formatting toolbar: one tab stop, arrows (Home, End) move between its buttons. Each button
 * has a pt-BR name, a tooltip with its shortcut, and `aria-pressed` where it is a state.
 */
export function Toolbar({ editor, disabled, onChoose, onLink }: ToolbarProps) {
  const mod = isMac() ? '⌘' : 'Ctrl';
  const state = useLiveEditorState(
    editor,
    (current) => ({
      active: Object.fromEntries([
        ...BLOCKS.map((block) => [block.id, block.isActive?.(current) ?? false] as const),
        ['bold', current.isActive('bold')] as const,
        ['italic', current.isActive('italic')] as const,
        ['link', current.isActive('link')] as const,
      ]) as Record<string, boolean>,
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
    NOTHING_ACTIVE,
  );
  const buttons: ToolButton[] = [
    ...BLOCKS.slice(0, 4).map((block, index) => blockButton(block, index === 0)),
    {
      id: 'bold',
      label: 'Negrito',
      title: `Negrito (${mod}+B ou **texto**)`,
      icon: Bold,
      toggle: true,
      groupStart: true,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      id: 'italic',
      label: 'Itálico',
      title: `Itálico (${mod}+I ou *texto*)`,
      icon: Italic,
      toggle: true,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    { id: 'link', label: 'Link', title: 'Link', icon: Link, toggle: true, run: onLink },
    ...BLOCKS.slice(4).map((block, index) => blockButton(block, index === 0)),
    {
      id: 'undo',
      label: 'Desfazer',
      title: `Desfazer (${mod}+Z)`,
      icon: Undo2,
      toggle: false,
      groupStart: true,
      run: () => editor.chain().focus().undo().run(),
    },
    {
      id: 'redo',
      label: 'Refazer',
      title: `Refazer (${mod}+Shift+Z)`,
      icon: Redo2,
      toggle: false,
      run: () => editor.chain().focus().redo().run(),
    },
  ];
  function blockButton(block: BlockChoice, groupStart: boolean): ToolButton {
    return {
      id: block.id,
      label: block.label,
      title: block.shortcut ? `${block.label} (${block.shortcut})` : block.label,
      icon: BLOCK_ICONS[block.id],
      toggle: Boolean(block.isActive),
      groupStart,
      run: () => onChoose(block),
    };
  }

  const [current, setCurrent] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent) => {
    const last = buttons.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    refs.current[next]?.focus();
  };
  const isDisabled = (button: ToolButton) =>
    disabled || (button.id === 'undo' && !state.canUndo) || (button.id === 'redo' && !state.canRedo);

  return (
    <div
      role="toolbar"
      aria-label="Formatação do texto"
      onKeyDown={move}
      className="flex flex-wrap items-center gap-0.5 border-b border-ink-200 bg-ink-50/60 p-1 rounded-t-lg"
    >
      {buttons.map((button, index) => {
        const Icon = button.icon;
        return (
          <span key={button.id} className="contents">
            {button.groupStart && index > 0 && <span aria-hidden className="mx-0.5 h-6 w-px bg-ink-200" />}
            <button
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              tabIndex={index === current ? 0 : -1}
              aria-label={button.label}
              title={button.title}
              aria-pressed={button.toggle ? (state.active[button.id] ?? false) : undefined}
              // The editor keeps its selection: a click must not move the focus away first.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setCurrent(index)}
              onClick={button.run}
              disabled={isDisabled(button)}
              className={cn(
                'inline-flex size-10 items-center justify-center rounded-md text-ink-700 transition-colors sm:size-8',
                'hover:bg-ink-100 hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink-700',
                'disabled:pointer-events-none disabled:opacity-50 aria-pressed:bg-accent-100 aria-pressed:text-ink-950',
              )}
            >
              <Icon aria-hidden className="size-4" />
            </button>
          </span>
        );
      })}
    </div>
  );
}
