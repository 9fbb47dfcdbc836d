import { eq } from 'drizzle-orm';
import { ANSWERS, API_PREFIX, MESSAGES, routes, type User } from '@lease/contract';
import type { z } from 'zod';
import { userImages, users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, forbidden, unauthorized } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { findLiveUserById } from './auth.repository.js';
import { spendConfirmation } from './confirm-code.js';
import { requestEmailChange } from './email-change.js';
import { reencodeImage } from './image.js';
import { notifyAccountChange, type AccountChange } from './notify.js';
import { wrongOldPassword } from './password.js';
import { refused } from './refused.js';
import { revokeOtherSessions } from './session.js';
import { findTotp } from './totp.js';
import { toUserDto } from './user-dto.js';

type ProfileForm = z.output<typeof routes.auth.editProfile.body>;

const imageUrl = (id: string) => `${API_PREFIX}${routes.auth.profileImage.path}?id=${id}`;

/**
 * Saves the profile of §2.8. It needs the step-up a code from the account's current factor left on this
 * session (spent here, in the same transaction). A new password also needs the old one and ends the
 * other sessions. A new e-mail address takes effect only once the link sent to it is followed
 * (email-change.ts). Every change of e-mail, phone, password or method is told to the current address.
 */
export async function editProfile(
  ctx: AppContext,
  actor: Actor,
  who: Who,
  form: ProfileForm,
): Promise<{ user: User; emailRequested: string | null }> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const user = await findLiveUserById(db, actor.userId);
  if (!user) throw unauthorized();
  const email = form.email.toLowerCase();
  const phone = form.phone || null;
  if (form.mfa_method === 'totp' && !(await findTotp(db, user.id))?.confirmedAt) {
    throw badRequest(ANSWERS.setUpAuthenticator);
  }
  const image = form.edit_img && form.image instanceof Uint8Array ? await reencodeImage(form.image) : null;
  const entry = { action: 'user.profile.save', subjectType: 'user', subjectId: user.id };
  let passwordHash: string | null = null;
  if (form.edit_pwd) {
    if (!(await verifyPassword(user.passwordHash, form.old_pwd ?? ''))) {
      throw await refused(ctx, who, entry, wrongOldPassword());
    }
    passwordHash = await hashPassword(form.new_pwd ?? '');
  }

  const changes: AccountChange[] = [];
  if (phone !== user.phone) changes.push('phone');
  if (form.mfa_method !== user.mfaMethod) changes.push('two-factor');
  if (passwordHash) changes.push('password');
  const newEmail = email !== user.email ? email : null;

  const detail = { changed: changes, emailRequested: !!newEmail, image: !!image };
  const saved = await change(ctx, who, { ...entry, detail }, async (work) => {
    const { tx } = work;
    if (!(await spendConfirmation(tx, actor, now))) throw forbidden(MESSAGES.confirmBeforeSave);
    if (newEmail) await requestEmailChange(ctx, work, user, newEmail);
    let imagePath = user.image;
    if (image) {
      await tx.delete(userImages).where(eq(userImages.userId, user.id));
      const [row] = await tx
        .insert(userImages)
        .values({ userId: user.id, contentType: image.contentType, bytes: image.bytes })
        .returning({ id: userImages.id });
      if (!row) throw new Error('image insert returned no row');
      imagePath = imageUrl(row.id);
    }
    const [row] = await tx
      .update(users)
      .set({
        name: form.name,
        phone,
        jobTitle: form.job_title,
        mfaMethod: form.mfa_method,
        image: imagePath,
        ...(passwordHash ? { passwordHash, requirePasswordUpdate: false } : {}),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw unauthorized();
    if (passwordHash) await revokeOtherSessions(tx, user.id, actor.sessionId, now);
    await notifyAccountChange(work, row, changes, user.email);
    return row;
  });
  return { user: toUserDto(saved), emailRequested: newEmail };
}
