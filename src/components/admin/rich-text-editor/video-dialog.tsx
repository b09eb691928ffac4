import type { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { parseVideoLink } from '@/lib/video-url';

import { insertBlock } from './insert-block';
import type { VideoAttributes } from './schema';

const LINK_OF: Record<VideoAttributes['provider'], (id: string) => string> = {
  youtube: (id) => `https://www.youtube.com/watch?v=${id}`,
  vimeo: (id) => `https://vimeo.com/${id}`,
};

interface VideoDialogProps {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Vídeo': a YouTube or Vimeo link, stored as the provider and the video's id, and a caption. */
export function VideoDialog({ editor, open, onOpenChange }: VideoDialogProps) {
  const selected = open ? selectedVideo(editor) : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={selected ? 'Editar vídeo' : 'Inserir vídeo'}
        description="O vídeo só carrega na página quando o visitante clicar para assistir."
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          editor.commands.focus();
        }}
      >
        <VideoForm editor={editor} selected={selected} onOpenChange={onOpenChange} />
      </DialogContent>
    </Dialog>
  );
}

/** The video figure selected in the editor, if any. */
function selectedVideo(editor: Editor): VideoAttributes | null {
  const { selection } = editor.state;
  return selection instanceof NodeSelection && selection.node.type.name === 'videoFigure'
    ? (selection.node.attrs as VideoAttributes)
    : null;
}

function VideoForm({
  editor,
  selected,
  onOpenChange,
}: {
  editor: Editor;
  selected: VideoAttributes | null;
  onOpenChange: (open: boolean) => void;
}) {
  const editing = selected !== null;
  const [link, setLink] = useState(() => (selected ? LINK_OF[selected.provider](selected.videoId) : ''));
  const [caption, setCaption] = useState(selected?.caption ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const video = parseVideoLink(link);
    if (!video) {
      setProblem(
        'Link não reconhecido. Use um link do YouTube (youtube.com/watch?v=… ou youtu.be/…) ou do Vimeo (vimeo.com/…).',
      );
      return;
    }
    const attrs: VideoAttributes = { provider: video.provider, videoId: video.id, caption: caption.trim() };
    if (editing) editor.chain().focus().updateAttributes('videoFigure', attrs).run();
    else insertBlock(editor, { type: 'videoFigure', attrs });
    onOpenChange(false);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField label="Link do vídeo" required error={problem ?? undefined} hint="YouTube ou Vimeo.">
        {(props) => (
          <Input
            {...props}
            type="url"
            inputMode="url"
            autoComplete="off"
            value={link}
            onChange={(event) => {
              setLink(event.target.value);
              if (problem) setProblem(null);
            }}
            placeholder="https://www.youtube.com/watch?v=…"
          />
        )}
      </FormField>
      <FormField label="Legenda" hint="Opcional; aparece abaixo do vídeo.">
        {(props) => <Input {...props} value={caption} onChange={(event) => setCaption(event.target.value)} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancelar
        </Button>
        <Button type="submit">{editing ? 'Salvar vídeo' : 'Inserir vídeo'}</Button>
      </DialogFooter>
    </form>
  );
}
