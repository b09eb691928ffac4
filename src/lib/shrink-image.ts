/** WebP quality of a shrunk upload: the file is the only copy the site will ever serve. */
const WEBP_QUALITY = 0.8;

/**
 * The image no wider than `maxWidth`: a wider one is decoded, scaled down (proportions kept) and
 * encoded as WebP (PNG where the browser cannot encode WebP). One already narrow enough is kept as
 * it is, and so is a GIF, whose animation a canvas would flatten to its first frame.
 */
export async function shrinkImage(file: File, maxWidth: number): Promise<File> {
  if (file.type === 'image/gif') return file;
  // Decoded upright: createImageBitmap applies the photo's EXIF orientation.
  const bitmap = await createImageBitmap(file);
  try {
    if (bitmap.width <= maxWidth) return file;
    const height = Math.max(1, Math.round((bitmap.height * maxWidth) / bitmap.width));
    const canvas = new OffscreenCanvas(maxWidth, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Não foi possível redimensionar a imagem');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, maxWidth, height);
    const blob = await canvas.convertToBlob({ type: 'image/webp', quality: WEBP_QUALITY });
    const name = `${file.name.replace(/\.[^.]*$/, '')}.${blob.type === 'image/webp' ? 'webp' : 'png'}`;
    return new File([blob], name, { type: blob.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
