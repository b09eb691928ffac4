/**
 * Saves `content` as `filename` in the browser (Blob + object URL + a temporary link). A large file
 * can come as its chunks in order: the Blob joins them without one huge string.
 */
export function downloadFile(filename: string, content: string | readonly string[], type: string): void {
  const blob = new Blob(typeof content === 'string' ? [content] : [...content], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: release it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
