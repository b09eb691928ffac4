import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ImageIcon, Images, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FieldError, UrlInput } from '@/components/ui/input';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem, type ImageTarget } from '@/lib/image-upload';
import { mediaByUrlQueryOptions, mediaKeys, type MediaRow } from '@/lib/media-library';
import { isStorableHttpUrl } from '@/lib/url';
import { cn } from '@/lib/utils';

import { MediaAltText } from './media-alt-text';
import { MediaPickerDialog } from './media-picker-dialog';
import { MediaUploadDialog } from './media-upload-dialog';

export interface ImageFieldProps {
  /** What the image is: the field's title and the buttons' accessible names, e.g. 'Imagem destacada'. */
  label: string;
  /** The image's URL ('' for none). */
  value: string;
  /** An upload, a pick from the library or 'Remover' (''); `media` is the library's row, if any. */
  onChange: (url: string, media?: MediaRow) => void;
  /** What an upload is for: how wide it is kept. */
  target: ImageTarget;
  /**
   * The address box under the buttons ('or paste an address'), with this label, e.g. 'URL da
   * imagem destacada'; bound to the form by `registration`, else to `value`/`onChange`.
   */
  urlLabel?: string;
  registration?: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Reports uploading state, so a form can hold its submit while a file is on its way. */
  onUploadingChange?: (uploading: boolean) => void;
  /** 'contain' for logos (the whole image on white). */
  fit?: 'cover' | 'contain';
}

/**
 * Every image field of the admin: the chosen image (thumbnail and its alt text, or the 'Sem texto
 * alternativo' warning), 'Enviar imagem' (the file goes to the library with its alt text),
 * 'Escolher da biblioteca' and 'Remover'. The field holds the image's URL, as the tables do.
 */
export function ImageField({
  label,
  value,
  onChange,
  target,
  urlLabel,
  registration,
  error,
  hint,
  required,
  onUploadingChange,
  fit = 'cover',
}: ImageFieldProps) {
  const titleId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const queryClient = useQueryClient();
  const url = value.trim();
  const shown = isStorableHttpUrl(url) ? url : '';
  const media = useQuery(mediaByUrlQueryOptions(shown));

  const choose = (picked: MediaRow) => {
    queryClient.setQueryData(mediaKeys.byUrl(picked.url), picked);
    onChange(picked.url, picked);
  };

  const handleFile = (chosen: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!chosen) return;
    const refusal = imageFileProblem(chosen);
    setProblem(refusal);
    if (refusal) {
      toast.error('Erro', { description: refusal });
      return;
    }
    setFile(chosen);
  };

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  const suffix = (
    <>
      {' '}
      <span className="sr-only">({label})</span>
    </>
  );

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex items-start gap-3">
        <div
          className={cn(
            'flex aspect-[16/10] w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-ink-200 sm:w-40',
            fit === 'cover' ? 'bg-ink-50' : 'bg-white',
          )}
        >
          {shown ? (
            <img
              src={shown}
              alt=""
              className={fit === 'cover' ? 'size-full object-cover' : 'size-full object-contain p-1.5'}
            />
          ) : (
            <ImageIcon aria-hidden className="size-8 text-ink-400" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p id={titleId} className="text-sm font-medium text-ink-900">
            {label}
            {required && (
              <span aria-hidden="true" className="text-danger-800">
                {' '}
                *
              </span>
            )}
          </p>
          <p className="text-xs [overflow-wrap:anywhere] text-ink-700">
            {!shown ? (
              'Nenhuma imagem escolhida.'
            ) : media.isPending && media.fetchStatus !== 'idle' ? (
              'Carregando descrição...'
            ) : (
              <>
                <span className="sr-only">Texto alternativo: </span>
                <MediaAltText media={media.data ?? null} />
              </>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES}
              aria-label={label}
              tabIndex={-1}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              className="sr-only"
              disabled={uploading}
              onChange={(event) => handleFile(event.target.files?.[0])}
            />
            <Button
              variant="outline"
              size="sm"
              disabled={uploading}
              onClick={() => inputRef.current?.click()}
            >
              <Upload aria-hidden />
              Enviar imagem
              {suffix}
            </Button>
            <Button variant="outline" size="sm" disabled={uploading} onClick={() => setPicking(true)}>
              <Images aria-hidden />
              Escolher da biblioteca
              {suffix}
            </Button>
            {shown && !uploading && (
              <Button variant="ghost" size="sm" onClick={() => onChange('')}>
                <Trash2 aria-hidden />
                Remover
                {suffix}
              </Button>
            )}
          </div>
          {problem && <FieldError id={errorId}>{problem}</FieldError>}
          <p className="text-xs text-ink-600">JPG, PNG, WebP ou GIF, até 10MB.</p>
        </div>
      </div>
      {urlLabel ? (
        <FormField label={urlLabel} error={error} hint={hint}>
          {(control) =>
            registration ? (
              <UrlInput placeholder="https://..." {...control} {...registration} />
            ) : (
              <UrlInput
                placeholder="https://..."
                {...control}
                value={value}
                onChange={(event) => onChange(event.target.value)}
              />
            )
          }
        </FormField>
      ) : (
        <>
          {hint && <p className="text-xs text-ink-600">{hint}</p>}
          {error && <FieldError>{error}</FieldError>}
        </>
      )}
      <MediaUploadDialog
        file={file}
        target={target}
        onClose={() => setFile(null)}
        onUploaded={choose}
        onUploadingChange={setBusy}
      />
      <MediaPickerDialog open={picking} onOpenChange={setPicking} onPick={choose} label={label} />
    </div>
  );
}
