import { Fragment, type ReactNode } from 'react';

import { Dialog, DialogContent } from '@/components/ui/dialog';

interface AdminEditDialogProps<Item extends { id: string }> {
  /** The item being edited; null while none is (the dialog is closed). */
  item: Item | null;
  /** Ends the edit: Escape, the overlay or 'Fechar' (the form calls it too, once saved or cancelled). */
  onClose: () => void;
  title: string;
  description?: string;
  /** The form in edit mode for `item`, mounted anew for each item (nothing typed carries over). */
  children: (item: Item) => ReactNode;
}

/**
 * The dialog a back-office list edits one of its items in (news, redirects): open while `item` is
 * set, with the form `children` renders for it.
 */
export function AdminEditDialog<Item extends { id: string }>({
  item,
  onClose,
  title,
  description,
  children,
}: AdminEditDialogProps<Item>) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && (
        <DialogContent title={title} description={description} className="sm:max-w-xl">
          <Fragment key={item.id}>{children(item)}</Fragment>
        </DialogContent>
      )}
    </Dialog>
  );
}
