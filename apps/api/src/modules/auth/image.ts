import { and, eq, or } from 'drizzle-orm';
import { IMAGE_MAX_BYTES } from '@lease/contract';
import { userImages, users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import { accessFor } from '../../platform/auth/access.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';

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

/**
 * A picture as a data URL, for those who may see its owner: the owner, an admin, and the people of a
 * landlord account in the caller's scope. Any other picture answers 404, as if it did not exist.
 */
export async function profileImage(ctx: AppContext, actor: Actor, id: string): Promise<{ image: string }> {
  const [row] = await ctx.database.db
    .select({ contentType: userImages.contentType, bytes: userImages.bytes })
    .from(userImages)
    .innerJoin(users, eq(users.id, userImages.userId))
    .where(
      and(
        eq(userImages.id, id),
        or(eq(users.id, actor.userId), accessFor(ctx, actor).landlords(users.landlordId)),
      ),
    );
  if (!row) throw notFound('Image');
  return { image: `data:${row.contentType};base64,${Buffer.from(row.bytes).toString('base64')}` };
}
