import type { Toast } from '@/content/types';

/**
 * Shows a toast on a public page. sonner is imported here on demand (the root mounts its
 * `Toaster` after hydration from the same chunk), so it is never part of a page's first load.
 * Admin screens call sonner's `toast` directly: the whole admin is a lazy chunk already.
 */
export async function showToast(kind: 'success' | 'error', { title, description }: Toast): Promise<void> {
  const { toast } = await import('sonner');
  if (kind === 'success') toast.success(title, { description });
  else toast.error(title, { description });
}

/**
 * A message that stays until the visitor acts on it or closes it, with one action (e.g. a
 * refreshed list waiting to be shown). The same `id` replaces the message instead of adding one.
 */
export async function showActionToast(
  id: string,
  title: string,
  action: { label: string; onClick: () => void },
): Promise<void> {
  const { toast } = await import('sonner');
  toast(title, { id, action, duration: Infinity });
}
