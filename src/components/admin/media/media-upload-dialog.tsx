import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { errorText } from '@/lib/db-error';
import { IMAGE_TARGETS, type ImageTarget } from '@/lib/image-upload';
import { descriptionProblem, type MediaDescription } from '@/lib/media-description';
import { useUploadToLibrary, type MediaRow } from '@/lib/media-library';

import { useFormSafeguards } from '../use-form-safeguards';
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
 * The file chosen, as the kept drafts name it: what was typed about it is offered back when the same
 * file is chosen again (after a reload or a crash). The file itself is never kept in the browser.
 */
export const uploadDraftItem = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/**
 * 'Enviar imagem': the chosen file with its alt text (or 'Imagem decorativa') and caption; sending
 * uploads it and adds it to the library. The description typed is kept in this browser until sent
 * (offered back when the same file is chosen again), and leaving with it unsent asks first.
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
  const form = useForm<MediaDescription>({ defaultValues: EMPTY });
  const description = useWatch({ control: form.control }) as MediaDescription;
  const safeguards = useFormSafeguards({
    form,
    formName: 'envio-de-imagem',
    itemId: uploadDraftItem(file),
    baseVersion: undefined,
  });
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
      safeguards.saved();
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
      {safeguards.notices}
      <div className="flex items-center gap-3">
        <div className="flex aspect-[16/10] w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-ink-200 bg-ink-50">
          {preview && <img src={preview} alt="" className="size-full object-cover" />}
        </div>
        <p className="min-w-0 text-sm [overflow-wrap:anywhere] text-ink-700">{file.name}</p>
      </div>
      <MediaDescriptionFields
        value={description}
        onChange={(value) => {
          (Object.keys(value) as (keyof MediaDescription)[]).forEach((key) => {
            if (value[key] !== description[key])
              form.setValue(key, value[key] as never, { shouldDirty: true });
          });
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
      {safeguards.dialog}
    </form>
  );
}
