import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { ImageUpload } from '@/components/admin/image-upload';
import { UrlInput } from '@/components/ui/input';
import { isStorableHttpUrl } from '@/lib/url';

interface ImageUrlFieldProps {
  /** Visible label of the URL box, e.g. 'URL da imagem destacada'. */
  label: ReactNode;
  /** What the image is, for the uploader's accessible names, e.g. 'Imagem destacada'. */
  uploadLabel: string;
  registration: UseFormRegisterReturn;
  value: string;
  onUploaded: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
}

/** An image given by URL or uploaded to the case bucket (the upload fills the URL in). */
export function ImageUrlField({
  label,
  uploadLabel,
  registration,
  value,
  onUploaded,
  onUploadingChange,
  error,
}: ImageUrlFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <div className="flex flex-col gap-3">
          <UrlInput placeholder="https://..." {...control} {...registration} />
          <ImageUpload
            target="case"
            value={isStorableHttpUrl(value.trim()) ? value.trim() : ''}
            onChange={onUploaded}
            label={uploadLabel}
            onUploadingChange={onUploadingChange}
          />
        </div>
      )}
    </FormField>
  );
}
