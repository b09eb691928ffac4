import { useCallback, useState } from 'react';

/**
 * Counts the uploads running in a form (several image fields), so it can hold its submit until
 * every file has arrived. `track(key)` gives the `onUploadingChange` of one uploader.
 */
export function useUploadTracker() {
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());

  const track = useCallback(
    (key: string) => (busy: boolean) =>
      setRunning((current) => {
        if (busy === current.has(key)) return current;
        const next = new Set(current);
        if (busy) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );

  return { uploading: running.size > 0, track };
}
