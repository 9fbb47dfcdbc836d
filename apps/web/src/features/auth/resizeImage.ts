/** The longest side a profile picture needs: it is shown at most a few hundred pixels wide. */
const MAX_SIDE = 512;

/**
 * Shrinks a picture in the browser before upload, keeping its type, so a phone photo of several MB
 * travels as a small image. The server checks the bytes and the 5 MB limit either way; a picture that
 * is already small, or that the browser cannot decode, is sent as it is.
 */
export async function resizeImage(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 0.9));
  return blob ? new File([blob], file.name, { type: blob.type }) : file;
}
