import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { errorText } from '@/lib/db-error';
import { IMAGE_TARGETS, type ImageTarget } from '@/lib/image-upload';
import { descriptionProblem, type MediaDescription } from '@/lib/media-description';
import { useUploadToLibrary, type MediaRow } from '@/lib/media-library';

import { MediaDescriptionFields } from './media-description-fields';

interface MediaUploadDialogProps {
  /** The file chosen (already checked: an image, 10 MB at most); the dialog is open while set. */
  file: File | null;
  target: ImageTarget;
  onClose: () => void;
  onUploaded: (media: MediaRow) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

const EMPTY: MediaDescription = { alt: '', decorative: false, caption: '' };

/**
 * 'Enviar imagem': the chosen file with its alt text (or 'Imagem decorativa') and caption; sending
 * uploads it and adds it to the library.
 */
export function MediaUploadDialog({
  file,
  target,
  onClose,
  onUploaded,
  onUploadingChange,
}: MediaUploadDialogProps) {
  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Enviar imagem"
        description="A imagem vai para a biblioteca de mídia com a descrição que você escrever."
        className="sm:max-w-lg"
      >
        {file && (
          <UploadForm
            file={file}
            target={target}
            onClose={onClose}
            onUploaded={onUploaded}
            onUploadingChange={onUploadingChange}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function UploadForm({
  file,
  target,
  onClose,
  onUploaded,
  onUploadingChange,
}: MediaUploadDialogProps & { file: File }) {
  const [description, setDescription] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  // The file as the browser shows it, released when the dialog closes.
  const [preview] = useState(() =>
    typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
  );
  const upload = useUploadToLibrary();
  const close = () => {
    if (preview) URL.revokeObjectURL(preview);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const refusal = descriptionProblem(description);
    setProblem(refusal);
    if (refusal) return;
    onUploadingChange?.(true);
    try {
      const media = await upload.mutateAsync({ target, file, description });
      toast.success('Sucesso', { description: 'Imagem enviada para a biblioteca' });
      onUploaded(media);
      close();
    } catch (error) {
      console.error('Erro no upload da imagem:', error);
      toast.error('Erro', { description: `${IMAGE_TARGETS[target].failure}. ${errorText(error)}`.trim() });
    } finally {
      onUploadingChange?.(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <div className="flex aspect-[16/10] w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-ink-200 bg-ink-50">
          {preview && <img src={preview} alt="" className="size-full object-cover" />}
        </div>
        <p className="min-w-0 text-sm [overflow-wrap:anywhere] text-ink-700">{file.name}</p>
      </div>
      <MediaDescriptionFields
        value={description}
        onChange={(value) => {
          setDescription(value);
          if (problem) setProblem(descriptionProblem(value));
        }}
        error={problem}
        disabled={upload.isPending}
      />
      {upload.isPending && (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label="Enviando imagem"
            className="h-1.5 w-full overflow-hidden rounded-full bg-ink-100"
          >
            <div className="h-full w-1/3 animate-[upload-progress_1.1s_ease-in-out_infinite] rounded-full bg-accent-500" />
          </div>
          <p className="text-xs text-ink-600">Enviando imagem...</p>
        </div>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={close} disabled={upload.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Enviando...' : 'Enviar imagem'}
        </Button>
      </DialogFooter>
    </form>
  );
}
