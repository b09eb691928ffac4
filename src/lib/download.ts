/** Saves `content` as `filename` in the browser (Blob + object URL + a temporary link). */
export function downloadFile(filename: string, content: string, type: string): void {
  const blob = new Blob([content], { type });
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
