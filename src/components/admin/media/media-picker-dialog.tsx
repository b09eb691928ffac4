import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { MediaItem } from '@/lib/media-library';

import { MediaLibraryGrid } from './media-library-grid';

interface MediaPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (media: MediaItem) => void;
  /** What the image is for, in the title: 'Escolher da biblioteca: Imagem destacada'. */
  label?: string;
}

/** 'Escolher da biblioteca': the library's grid; choosing an image picks it and closes. */
export function MediaPickerDialog({ open, onOpenChange, onPick, label }: MediaPickerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={label ? `Escolher da biblioteca: ${label}` : 'Escolher da biblioteca'}
        description="Clique numa imagem (ou use Tab e Enter) para usá-la."
        className="sm:max-w-3xl"
      >
        <MediaLibraryGrid
          layout="dialog"
          onChoose={(media) => {
            onPick(media);
            onOpenChange(false);
          }}
          details={(media) =>
            media.original_name && (
              <span className="truncate text-[0.6875rem] text-ink-600">{media.original_name}</span>
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}
