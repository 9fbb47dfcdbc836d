import { and, eq, or } from 'drizzle-orm';
import { ANSWERS, IMAGE_MAX_BYTES } from '@lease/contract';
import sharp from 'sharp';
import { userImages, users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import { accessFor } from '../../platform/auth/access.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';

type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The largest side of a stored picture: it is only ever shown as an avatar. */
export const IMAGE_MAX_SIDE = 512;
/** Refuses a decompression bomb: a small file that claims a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The picture's type from its first bytes, never from the name or the header the browser sent:
 * png (89 50 4E 47), jpeg (FF D8 FF) or webp (RIFF....WEBP), at most IMAGE_MAX_BYTES.
 */
function checkImage(bytes: Uint8Array): ImageType {
  if (bytes.length === 0) throw badRequest(ANSWERS.imageEmpty);
  if (bytes.length > IMAGE_MAX_BYTES) throw badRequest(ANSWERS.imageTooLarge);
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  throw badRequest(ANSWERS.imageType);
}

/**
 * The picture as stored: decoded and encoded anew in its own type, turned upright, at most
 * IMAGE_MAX_SIDE px on each side, with no metadata (EXIF such as a camera's GPS position is dropped,
 * as sharp keeps none unless asked). Re-encoding also means only pixels, never crafted bytes, are served.
 */
export async function reencodeImage(bytes: Uint8Array): Promise<{ bytes: Buffer; contentType: ImageType }> {
  const contentType = checkImage(bytes);
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  const encoded =
    contentType === 'image/png' ? image.png() : contentType === 'image/jpeg' ? image.jpeg() : image.webp();
  try {
    return { bytes: await encoded.toBuffer(), contentType };
  } catch {
    throw badRequest(ANSWERS.imageUnreadable);
  }
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
