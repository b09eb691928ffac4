import type { UseFormRegisterReturn } from 'react-hook-form';

import { ImageField } from '@/components/admin/media/image-field';

interface ImageUrlFieldProps {
  /** Label of the address box, e.g. 'URL da imagem destacada'. */
  label: string;
  /** What the image is: the field's title and the buttons' accessible names, e.g. 'Imagem destacada'. */
  uploadLabel: string;
  registration: UseFormRegisterReturn;
  value: string;
  /** An upload, a pick from the library or 'Remover'. */
  onUploaded: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
}

/** A case image: uploaded to the library, chosen from it, or given by address (case bucket). */
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
    <ImageField
      target="case"
      label={uploadLabel}
      urlLabel={label}
      registration={registration}
      value={value}
      onChange={(url) => onUploaded(url)}
      onUploadingChange={onUploadingChange}
      error={error}
    />
  );
}
