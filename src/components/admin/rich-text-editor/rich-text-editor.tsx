/**
 * The visual editor of article bodies and case sections (admin only, its own lazy chunk: see
 * `../rich-text-field.tsx`). Tiptap over ProseMirror, with a schema that is exactly the stored
 * contract (./schema.ts): what it emits is what may be stored. A toolbar, Markdown shortcuts, a
 * "/" menu of blocks, dialogs for links, images and videos, cleaning of pasted HTML, and the word
 * count with the reading time.
 */
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { toast } from 'sonner';

import { cn } from '@/lib/utils';

import type { BlockChoice } from './blocks';
import { cleanPastedHtml, pasteToast } from './clean-pasted-html';
import { EditorLoading } from './editor-loading';
import { ImageDialog } from './image-dialog';
import { LinkDialog } from './link-dialog';
import { useLiveEditorState } from './live-editor-state';
import { readingStats } from './reading-stats';
import { editorExtensions } from './schema';
import { SlashMenu, type SlashMenuHandle } from './slash-menu';
import { storedHtml } from './stored-html';
import { Toolbar } from './toolbar';
import type { RichTextEditorProps } from './types';
import { VideoDialog } from './video-dialog';

type OpenDialog = 'link' | 'image' | 'video' | null;

/** Article typography for the editing surface (as the public page shows the body). */
const contentClasses = cn(
  'min-h-48 px-4 py-3 text-base leading-relaxed text-ink-800 break-words focus:outline-none',
  '[&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink-950 [&_h2:first-child]:mt-0',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink-950',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-ink-950',
  '[&_p]:my-3 [&>p:first-child]:mt-0 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_li>p]:my-0',
  '[&_a]:font-medium [&_a]:text-accent-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-300 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_hr]:my-6 [&_hr]:border-ink-200 [&_hr.ProseMirror-selectednode]:border-accent-600',
  '[&_figure]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-ink-600',
  '[&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-offset-2 [&_.ProseMirror-selectednode]:outline-accent-600',
  '[&_.rte-video-box]:flex [&_.rte-video-box]:items-center [&_.rte-video-box]:gap-3 [&_.rte-video-box]:rounded-lg [&_.rte-video-box]:bg-ink-900 [&_.rte-video-box]:p-4 [&_.rte-video-box]:text-sm [&_.rte-video-box]:font-medium [&_.rte-video-box]:text-white',
  '[&_.rte-video-play]:flex [&_.rte-video-play]:size-10 [&_.rte-video-play]:shrink-0 [&_.rte-video-play]:items-center [&_.rte-video-play]:justify-center [&_.rte-video-play]:rounded-full [&_.rte-video-play]:bg-white/15',
  '[&_p.is-editor-empty:first-child]:before:pointer-events-none [&_p.is-editor-empty:first-child]:before:float-left [&_p.is-editor-empty:first-child]:before:h-0 [&_p.is-editor-empty:first-child]:before:text-ink-500 [&_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]',
  '[&_.ProseMirror-gapcursor]:relative [&_.ProseMirror-gapcursor]:block [&_.ProseMirror-gapcursor]:after:absolute [&_.ProseMirror-gapcursor]:after:-top-0.5 [&_.ProseMirror-gapcursor]:after:block [&_.ProseMirror-gapcursor]:after:w-5 [&_.ProseMirror-gapcursor]:after:border-t [&_.ProseMirror-gapcursor]:after:border-ink-900',
);

/** Whether `element` sits in a disabled `<fieldset>` (the forms' read-only state), kept up to date. */
function useInDisabledFieldset(element: HTMLElement | null): boolean {
  const [disabled, setDisabled] = useState(false);
  useEffect(() => {
    const fieldset = element?.closest('fieldset');
    if (!fieldset) return;
    const update = () => setDisabled(fieldset.matches(':disabled'));
    update();
    const observer = new MutationObserver(update);
    for (let node: Element | null = fieldset; node; node = node.parentElement?.closest('fieldset') ?? null) {
      observer.observe(node, { attributes: true, attributeFilter: ['disabled'] });
    }
    return () => observer.disconnect();
  }, [element]);
  return disabled;
}

/**
 * Tiptap's editor for the field. Tiptap may destroy the editor it made while rendering when React
 * commits late (a busy machine: it destroys an editor not mounted within a millisecond) and make
 * another one: a destroyed editor is never rendered, and each editor gets a fresh `LiveEditor`.
 */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  placeholder = 'Escreva aqui, ou digite / para escolher um bloco…',
  ...props
}: RichTextEditorProps) {
  const lastEmitted = useRef(value);
  const slashMenu = useRef<SlashMenuHandle>(null);
  const callbacks = useRef({ onChange, onBlur });
  useLayoutEffect(() => {
    callbacks.current = { onChange, onBlur };
  });

  // Options that never change after the first render: useEditor compares them on every render
  // (and would hand the view new props each time).
  const [options] = useState(() => ({
    extensions: editorExtensions(placeholder),
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        spellcheck: 'true',
        class: contentClasses,
      },
      handleKeyDown: (_view: unknown, event: KeyboardEvent) =>
        slashMenu.current?.handleKeyDown(event) ?? false,
      transformPastedHTML: (html: string) => {
        const cleaned = cleanPastedHtml(html);
        const message = pasteToast(cleaned);
        if (message) toast.warning(message.title, { description: message.description });
        return cleaned.html;
      },
    },
  }));
  // Typed as Tiptap types it with immediatelyRender, but null between a destroyed editor and the next.
  const editor: Editor | null = useEditor({
    ...options,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      const html = storedHtml(current);
      if (html === lastEmitted.current) return;
      lastEmitted.current = html;
      callbacks.current.onChange(html);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });
  if (!editor || editor.isDestroyed) return <EditorLoading />;
  return (
    <LiveEditor
      key={editor.instanceId}
      editor={editor}
      value={value}
      lastEmittedRef={lastEmitted}
      slashMenuRef={slashMenu}
      {...props}
    />
  );
}

type LiveEditorProps = Omit<RichTextEditorProps, 'onChange' | 'onBlur' | 'placeholder'> & {
  editor: Editor;
  /** The last HTML the editor emitted: a value equal to it came from the editor itself. */
  lastEmittedRef: RefObject<string>;
  slashMenuRef: RefObject<SlashMenuHandle | null>;
};

/**
 * The field around one editor: toolbar, text, "/" menu, word count and dialogs. Its effects may
 * still meet the editor destroyed (Tiptap destroys it between React's commit and its effects when
 * the machine is busy): they leave it alone, and the next editor brings a new `LiveEditor`.
 */
function LiveEditor({
  editor,
  id,
  labelId,
  value,
  lastEmittedRef,
  slashMenuRef,
  fieldRef,
  searchLinks,
  imageTarget = 'case',
  disabled: disabledProp = false,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  'aria-required': required,
}: LiveEditorProps) {
  const statsId = useId();
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);
  const disabled = useInDisabledFieldset(wrapper) || disabledProp;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Whether this editor shows `value` yet: a new editor starts from the first render's content.
  const synced = useRef(false);

  // A value set from outside (a reset, a restored draft, a conflict resolved) replaces the document.
  useEffect(() => {
    if (editor.isDestroyed || (synced.current && value === lastEmittedRef.current)) return;
    synced.current = true;
    lastEmittedRef.current = value;
    if (storedHtml(editor) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, lastEmittedRef]);

  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // The textbox's name, description and state: the form field's label, hint and error.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const dom = editor.view.dom;
    const set = (name: string, attribute: string | undefined) =>
      attribute === undefined ? dom.removeAttribute(name) : dom.setAttribute(name, attribute);
    set('id', id);
    set('aria-labelledby', labelId);
    set('aria-describedby', [describedBy, statsId].filter(Boolean).join(' '));
    set('aria-invalid', invalid ? 'true' : undefined);
    set('aria-required', required ? 'true' : undefined);
    set('aria-disabled', disabled ? 'true' : undefined);
  }, [editor, id, labelId, describedBy, statsId, invalid, required, disabled]);

  useEffect(() => {
    fieldRef?.({ focus: () => editor.commands.focus() });
  }, [editor, fieldRef]);

  // A click on the field's label focuses the text, as it does a native field's.
  useEffect(() => {
    const label = document.getElementById(labelId);
    if (!label) return;
    const focus = () => editor.commands.focus();
    label.addEventListener('click', focus);
    return () => label.removeEventListener('click', focus);
  }, [editor, labelId]);

  const words = useLiveEditorState(
    editor,
    (current) => (current.storage.characterCount as { words: () => number }).words(),
    0,
  );

  const choose = (block: BlockChoice) => {
    if (block.dialog) setDialog(block.dialog);
    else block.run?.(editor);
  };

  return (
    <div ref={setWrapper} className="min-w-0">
      <div
        className={cn(
          'relative rounded-lg border border-ink-300 bg-white shadow-xs',
          'focus-within:border-accent-600 focus-within:ring-2 focus-within:ring-accent-500/30',
          invalid && 'border-danger-600',
          disabled && 'bg-ink-50 text-ink-500',
        )}
      >
        <Toolbar editor={editor} disabled={disabled} onChoose={choose} onLink={() => setDialog('link')} />
        <EditorContent editor={editor} />
        <SlashMenu ref={slashMenuRef} editor={editor} onChoose={choose} />
      </div>
      <p id={statsId} className="mt-1.5 text-xs text-ink-600">
        {readingStats(words)}
      </p>
      <LinkDialog
        editor={editor}
        open={dialog === 'link'}
        onOpenChange={(open) => setDialog(open ? 'link' : null)}
        searchLinks={searchLinks}
      />
      <ImageDialog
        editor={editor}
        open={dialog === 'image'}
        onOpenChange={(open) => setDialog(open ? 'image' : null)}
        target={imageTarget}
      />
      <VideoDialog
        editor={editor}
        open={dialog === 'video'}
        onOpenChange={(open) => setDialog(open ? 'video' : null)}
      />
    </div>
  );
}
