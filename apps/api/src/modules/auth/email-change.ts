import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { ANSWERS } from '@lease/contract';
import type { Tx } from '../../db/client.js';
import { emailChanges, users } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { change, type ActivitySpec, type Who, type Work } from '../../platform/unit-of-work.js';
import type { UserRow } from './auth.repository.js';
import { notifyAccountChange } from './notify.js';

/** How long the link to a new address stays good. */
const EMAIL_CHANGE_TTL_HOURS = 24;
export const EMAIL_LINK_INVALID =
  'This confirmation link is invalid or has expired. Please save your profile again.';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

async function addressTaken(tx: Tx, email: string, userId: string): Promise<boolean> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), ne(users.id, userId)));
  return !!taken;
}

/**
 * Asks for a new address in the caller's transaction: a single-use link goes to the new address, and
 * the current one is told. The account keeps its old address until the link is followed.
 */
export async function requestEmailChange(ctx: AppContext, work: Work, user: UserRow, newEmail: string) {
  const { tx } = work;
  if (await addressTaken(tx, newEmail, user.id)) throw conflict(ANSWERS.emailTaken);
  const now = ctx.clock.now();
  const token = randomBytes(32).toString('base64url');
  // A new request replaces any earlier one still waiting.
  await tx
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)));
  await tx.insert(emailChanges).values({
    tokenHash: sha256(token),
    userId: user.id,
    newEmail,
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
    createdAt: now,
  });
  await work.send({
    to: newEmail,
    subject: 'Confirm your new e-mail address',
    body: [
      `Hello ${user.name},`,
      '',
      `Open this link within ${EMAIL_CHANGE_TTL_HOURS} hours to make this the e-mail address of your Lease Portal account:`,
      `${ctx.config.publicUrl}/confirm-email/${token}`,
      '',
      'If you did not ask for this, ignore this e-mail; nothing changes.',
    ].join('\n'),
    userId: user.id,
    credential: { kind: 'email-change' },
  });
  await notifyAccountChange(work, user, ['email-request'], user.email);
}

/**
 * Follows the link: the new address becomes the account's, verified, and the old one is told. Whoever
 * holds the link need not be signed in: the row names the account as its subject.
 */
export async function confirmEmailChange(ctx: AppContext, who: Who, token: string): Promise<void> {
  const now = ctx.clock.now();
  const entry: ActivitySpec<string> = {
    action: 'user.email.confirm',
    subjectType: 'user',
    from: (userId) => ({ subjectId: userId }),
  };
  await change(ctx, who, entry, async (work) => {
    const { tx } = work;
    const [change] = await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailChanges.tokenHash, sha256(token)),
          isNull(emailChanges.usedAt),
          gt(emailChanges.expiresAt, now),
        ),
      )
      .returning();
    if (!change) throw badRequest(EMAIL_LINK_INVALID);
    if (await addressTaken(tx, change.newEmail, change.userId)) {
      throw conflict(ANSWERS.emailTaken);
    }
    const [before] = await tx.select().from(users).where(eq(users.id, change.userId));
    const [row] = await tx
      .update(users)
      .set({ email: change.newEmail, isVerified: true })
      .where(and(eq(users.id, change.userId), isNull(users.deletedAt)))
      .returning();
    if (!row || !before) throw badRequest(EMAIL_LINK_INVALID);
    await notifyAccountChange(work, row, ['email'], before.email);
    return row.id;
  });
}
