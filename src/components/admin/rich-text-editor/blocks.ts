import type { Editor } from '@tiptap/core';

import type { HeadingLevel } from './schema';

/** A block the toolbar and the "/" menu offer; dialogs open through `dialog`. */
export interface BlockChoice {
  id: string;
  label: string;
  /** Extra words the "/" menu matches ('h2', 'lista'…). */
  keywords: string;
  /** The Markdown shortcut that makes it, shown in the tooltip. */
  shortcut?: string;
  run?: (editor: Editor) => void;
  dialog?: 'image' | 'video';
  isActive?: (editor: Editor) => boolean;
}

const heading = (level: HeadingLevel): BlockChoice => ({
  id: `h${level}`,
  label: `Título ${level}`,
  keywords: `h${level} titulo subtitulo heading`,
  shortcut: `${'#'.repeat(level)} + espaço`,
  run: (editor) => editor.chain().focus().setHeading({ level }).run(),
  isActive: (editor) => editor.isActive('heading', { level }),
});

export const BLOCKS: readonly BlockChoice[] = [
  {
    id: 'paragraph',
    label: 'Parágrafo',
    keywords: 'p texto paragrafo',
    run: (editor) => editor.chain().focus().setParagraph().run(),
    isActive: (editor) =>
      editor.isActive('paragraph') &&
      !editor.isActive('bulletList') &&
      !editor.isActive('orderedList') &&
      !editor.isActive('blockquote'),
  },
  heading(2),
  heading(3),
  heading(4),
  {
    id: 'bulletList',
    label: 'Lista com marcadores',
    keywords: 'ul lista marcadores topicos',
    shortcut: '- + espaço',
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
    isActive: (editor) => editor.isActive('bulletList'),
  },
  {
    id: 'orderedList',
    label: 'Lista numerada',
    keywords: 'ol lista numerada numeros',
    shortcut: '1. + espaço',
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
    isActive: (editor) => editor.isActive('orderedList'),
  },
  {
    id: 'blockquote',
    label: 'Citação',
    keywords: 'citacao blockquote aspas',
    shortcut: '> + espaço',
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
    isActive: (editor) => editor.isActive('blockquote'),
  },
  { id: 'image', label: 'Imagem', keywords: 'imagem foto figura img', dialog: 'image' },
  { id: 'video', label: 'Vídeo', keywords: 'video youtube vimeo', dialog: 'video' },
  {
    id: 'divider',
    label: 'Divisor',
    keywords: 'divisor linha separador hr',
    shortcut: '---',
    run: (editor) => editor.chain().focus().setHorizontalRule().run(),
  },
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The blocks whose name or keywords contain `query` (accents and case ignored). */
export function matchingBlocks(query: string): BlockChoice[] {
  const wanted = fold(query.trim());
  return BLOCKS.filter((block) => fold(`${block.label} ${block.keywords}`).includes(wanted));
}
