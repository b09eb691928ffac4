import type { Editor } from '@tiptap/core';
import { useState } from 'react';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { parseVideoLink } from '@/lib/video-url';

import { BlockDialog, BlockForm, type BlockDialogForm } from './block-dialog';
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
  return (
    <BlockDialog
      editor={editor}
      open={open}
      onOpenChange={onOpenChange}
      nodeType="videoFigure"
      noun="vídeo"
      description="O vídeo só carrega na página quando o visitante clicar para assistir."
    >
      {(form: BlockDialogForm<VideoAttributes>) => <VideoForm {...form} />}
    </BlockDialog>
  );
}

function VideoForm({ selected, place, close }: BlockDialogForm<VideoAttributes>) {
  const [link, setLink] = useState(() => (selected ? LINK_OF[selected.provider](selected.videoId) : ''));
  const [caption, setCaption] = useState(selected?.caption ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const video = parseVideoLink(link);
    if (!video) {
      setProblem(
        'Link não reconhecido. Use um link do YouTube (youtube.com/watch?v=… ou youtu.be/…) ou do Vimeo (vimeo.com/…).',
      );
      return;
    }
    place({ provider: video.provider, videoId: video.id, caption: caption.trim() });
  };

  return (
    <BlockForm noun="vídeo" editing={selected !== null} onCancel={close} onSubmit={submit}>
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
    </BlockForm>
  );
}
