/**
 * A raster image as every student will download it: scaled down to fit `maxSide` pixels and encoded
 * as WebP, in the staff member's browser before it is uploaded (issue 39: images in a modern format
 * with sizes; no image library on the server). The original is kept when it is already small enough
 * and no WebP of it is smaller, when it is a GIF (it may move), or when the browser cannot encode
 * WebP (it then hands back a PNG, which is never smaller).
 */
export async function smallerImage(file: File, maxSide: number, encode = encodeWebp): Promise<File> {
  if (!/^image\/(png|jpeg)$/.test(file.type)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // Not an image the browser can read: the server says why.
    return file;
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const blob = await encode(bitmap, width, height).catch(() => null);
  bitmap.close();
  if (blob?.type !== 'image/webp') return file;
  if (scale === 1 && blob.size >= file.size) return file;
  return new File([blob], `${file.name.replace(/\.[^.]+$/, '') || 'image'}.webp`, { type: 'image/webp' });
}

/** Draws the image at its new size and encodes it as WebP (quality 0.9: logos keep their edges). */
async function encodeWebp(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas.convertToBlob({ type: 'image/webp', quality: 0.9 });
}
