import type { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import type { FormEvent, ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';

import { insertBlock } from './insert-block';

/** What a block dialog hands its form. */
export interface BlockDialogForm<Attributes> {
  /** The block selected in the editor, which the form edits; null to insert a new one. */
  selected: Attributes | null;
  /** Puts the block in the text (in place of the selected one's attributes, or after the caret) and closes. */
  place: (attributes: Attributes) => void;
  close: () => void;
}

interface BlockDialogProps<Attributes> {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The node the dialog inserts or edits: 'imageFigure', 'videoFigure'. */
  nodeType: string;
  /** What it is, in the title and the buttons: 'imagem' → 'Inserir imagem', 'Editar imagem'. */
  noun: string;
  description?: string;
  /** The form, mounted while the dialog is open. */
  children: (form: BlockDialogForm<Attributes>) => ReactNode;
}

/**
 * The shell of the editor's image and video dialogs: 'Inserir …', or 'Editar …' with such a block
 * selected; closing gives the focus back to the text.
 */
export function BlockDialog<Attributes extends object>({
  editor,
  open,
  onOpenChange,
  nodeType,
  noun,
  description,
  children,
}: BlockDialogProps<Attributes>) {
  const { selection } = editor.state;
  const selected =
    open && selection instanceof NodeSelection && selection.node.type.name === nodeType
      ? (selection.node.attrs as Attributes)
      : null;
  const close = () => onOpenChange(false);
  const place = (attributes: Attributes) => {
    const attrs = attributes as Record<string, unknown>;
    if (selected) editor.chain().focus().updateAttributes(nodeType, attrs).run();
    else insertBlock(editor, { type: nodeType, attrs });
    close();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`${selected ? 'Editar' : 'Inserir'} ${noun}`}
        description={description}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          editor.commands.focus();
        }}
      >
        {children({ selected, place, close })}
      </DialogContent>
    </Dialog>
  );
}

interface BlockFormProps {
  noun: string;
  editing: boolean;
  onCancel: () => void;
  onSubmit: () => void | Promise<void>;
  children: ReactNode;
}

/** A block dialog's form: its fields, then 'Cancelar' and 'Inserir …' (or 'Salvar …'). */
export function BlockForm({ noun, editing, onCancel, onSubmit, children }: BlockFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the article's form: its submit must not reach that one.
    event.stopPropagation();
    void onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {children}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit">{`${editing ? 'Salvar' : 'Inserir'} ${noun}`}</Button>
      </DialogFooter>
    </form>
  );
}
