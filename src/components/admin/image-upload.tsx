import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_TARGETS,
  imageFileProblem,
  uploadImage,
  type ImageTarget,
} from '@/lib/image-upload';

interface ImageUploadProps {
  target: ImageTarget;
  /** Current image URL (typed or uploaded), or '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** What the image is, for the picker's accessible name, e.g. 'Imagem destacada'. */
  label: string;
  /** Reports uploading state, so a form can hold its submit while a file is on its way. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * Picks an image file, checks it (images only, 10 MB), uploads it to the target's bucket
 * and hands back the public URL. Shows a preview of the current image and the upload in progress.
 */
export function ImageUpload({ target, value, onChange, label, onUploadingChange }: ImageUploadProps) {
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function setBusy(busy: boolean) {
    setUploading(busy);
    onUploadingChange?.(busy);
  }

  async function handleFile(file: File | undefined) {
    if (!file) return;
    const refusal = imageFileProblem(file);
    setProblem(refusal);
    if (refusal) {
      toast.error('Erro', { description: refusal });
      return;
    }
    setBusy(true);
    try {
      onChange(await uploadImage(target, file));
      toast.success('Sucesso', { description: 'Imagem enviada com sucesso' });
    } catch (error) {
      console.error('Erro no upload da imagem:', error);
      toast.error('Erro', { description: IMAGE_TARGETS[target].failure });
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <div className="flex items-start gap-3 sm:items-center">
      <div className="flex aspect-[16/10] w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-ink-200 bg-ink-50 sm:w-40">
        {value ? (
          <img src={value} alt="Pré-visualização da imagem" className="size-full object-cover" />
        ) : (
          <ImageIcon aria-hidden className="size-8 text-ink-400" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            aria-label={label}
            tabIndex={-1}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            className="sr-only"
            disabled={uploading}
            onChange={(event) => void handleFile(event.target.files?.[0])}
          />
          <Button variant="outline" size="sm" disabled={uploading} onClick={() => inputRef.current?.click()}>
            <Upload aria-hidden />
            {value ? 'Trocar imagem' : 'Enviar imagem'}
            <span className="sr-only"> ({label})</span>
          </Button>
          {value && !uploading && (
            <Button variant="ghost" size="sm" onClick={() => onChange('')}>
              <Trash2 aria-hidden />
              Remover imagem
              <span className="sr-only"> ({label})</span>
            </Button>
          )}
        </div>
        {uploading && (
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
        {problem && <FieldError id={errorId}>{problem}</FieldError>}
        <p className="text-xs text-ink-500">JPG, PNG, WebP ou GIF, até 10MB.</p>
      </div>
    </div>
  );
}
