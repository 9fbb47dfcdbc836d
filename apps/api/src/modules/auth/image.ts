import { IMAGE_MAX_BYTES } from '@lease/contract';
import { badRequest } from '../../platform/errors.js';

/**
 * The picture's type from its first bytes, never from the name or the header the browser sent:
 * png (89 50 4E 47), jpeg (FF D8 FF) or webp (RIFF....WEBP), at most IMAGE_MAX_BYTES. The browser
 * shrinks a picture before upload; the server keeps the bytes it receives, since the native image
 * libraries that could resize here need install scripts.
 */
export function checkImage(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' {
  if (bytes.length === 0) throw badRequest('The image is empty.');
  if (bytes.length > IMAGE_MAX_BYTES) throw badRequest('The image is larger than 5 MB.');
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  throw badRequest('The image must be a PNG, JPEG or WebP file.');
}
