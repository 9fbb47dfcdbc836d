import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import {
  INVITE_LOOKUP_LINK_HOURS,
  MESSAGES,
  OTP_MAX_TRIES,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  type routes,
} from '@lease/contract';
import { inviteLookupCodes } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { hashInviteToken, inviteLinks, newInviteToken } from './invite-token.js';
import { insertLookupLink } from './invites.repository.js';
import { findInvitesByEmail } from './invite-view.js';

type InviteLookup = routes.auth.InviteLookup;
type Outcome = 'wrong' | 'expired' | 'tries-used' | (InviteLookup & { inviteId: string | null });

const NOT_FOUND: InviteLookup & { inviteId: null } = {
  inviteId: null,
  status: 'invalid',
  requestor_email: null,
  requestor_role: null,
  property_data: [],
  decline_link: null,
  accept_link: null,
};

const hashCode = (code: string, salt: string) => createHmac('sha256', salt).update(code).digest('hex');
const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Lost invite, step 1 (§2.6): every address gets a code row, so step 2 answers alike for all, but only
 * an address with an open invite is mailed. One code per address per cool-down: the upsert replaces a
 * code only once OTP_RESEND_SECONDS have passed, so typing an address again mails nothing more.
 */
export async function sendLookupCode(
  ctx: AppContext,
  who: Who,
  rawEmail: string,
): Promise<{ resendAfter: number }> {
  const email = normalise(rawEmail);
  const now = ctx.clock.now();
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const fresh = {
    codeHash: hashCode(code, salt),
    salt,
    attempts: 0,
    expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
    spentAt: null,
    createdAt: now,
  };
  await change(
    ctx,
    who,
    {
      action: 'invite.lookup.code',
      subjectType: 'invite',
      from: (inviteId: string | null) => ({ subjectId: inviteId, detail: { mailed: inviteId !== null } }),
    },
    async (work) => {
      const [issued] = await work.tx
        .insert(inviteLookupCodes)
        .values({ email, ...fresh })
        .onConflictDoUpdate({
          target: inviteLookupCodes.email,
          set: fresh,
          setWhere: lte(inviteLookupCodes.createdAt, new Date(now.getTime() - OTP_RESEND_SECONDS * 1000)),
        })
        .returning({ email: inviteLookupCodes.email });
      if (!issued) return null;
      const [invite] = await findInvitesByEmail(work.tx, email, now);
      if (!invite) return null;
      await work.send({
        to: email,
        subject: 'Your code to find your invite',
        body: [
          `Your code to see your invite to the lease-guarantee portal is ${code}.`,
          `It expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your invite link still works.`,
        ].join('\n'),
        credential: { kind: 'code' },
      });
      return invite.id;
    },
  );
  return { resendAfter: OTP_RESEND_SECONDS };
}

/**
 * Lost invite, step 2: the code proves the address, so the invite data of §3.3 is shown, with links of
 * its own minted for this lookup: they open the invite like its e-mailed link, which keeps working.
 * Each check spends one of OTP_MAX_TRIES; a right code is spent at once.
 */
export async function lookupWithCode(
  ctx: AppContext,
  who: Who,
  input: { email: string; code: string },
): Promise<InviteLookup> {
  const email = normalise(input.email);
  const now = ctx.clock.now();
  // A wrong or spent code is no rollback: the try it used must stay counted, and its row says how it ended.
  const outcome = await change(
    ctx,
    who,
    {
      action: 'invite.lookup',
      subjectType: 'invite',
      from: (o: Outcome) =>
        typeof o === 'string'
          ? { detail: { outcome: o } }
          : { subjectId: o.inviteId, detail: { outcome: o.status } },
    },
    async ({ tx }): Promise<Outcome> => {
      const [counted] = await tx
        .update(inviteLookupCodes)
        .set({ attempts: sql`${inviteLookupCodes.attempts} + 1` })
        .where(
          and(
            eq(inviteLookupCodes.email, email),
            isNull(inviteLookupCodes.spentAt),
            lt(inviteLookupCodes.attempts, OTP_MAX_TRIES),
          ),
        )
        .returning();
      if (!counted) {
        const [spent] = await tx.select().from(inviteLookupCodes).where(eq(inviteLookupCodes.email, email));
        if (!spent) return 'wrong' as const;
        return spent.spentAt ? ('expired' as const) : ('tries-used' as const);
      }
      if (counted.expiresAt <= now) return 'expired' as const;
      if (!sameHash(hashCode(input.code, counted.salt), counted.codeHash)) return 'wrong' as const;
      await tx.update(inviteLookupCodes).set({ spentAt: now }).where(eq(inviteLookupCodes.email, email));
      const [invite] = await findInvitesByEmail(tx, email, now);
      if (!invite) return NOT_FOUND;
      const token = newInviteToken();
      const linkTtl = INVITE_LOOKUP_LINK_HOURS * 3_600_000;
      await insertLookupLink(tx, {
        tokenHash: hashInviteToken(token),
        inviteId: invite.id,
        expiresAt: new Date(Math.min(now.getTime() + linkTtl, invite.expiresAt.getTime())),
        createdAt: now,
      });
      return {
        inviteId: invite.id,
        status: 'found' as const,
        requestor_email: invite.requestor_email,
        requestor_role: invite.requestor_role,
        property_data: invite.property_data,
        ...inviteLinks(ctx.config.publicUrl, invite.type, token),
      };
    },
  );
  if (outcome === 'wrong') throw badRequest(MESSAGES.wrongCode);
  if (outcome === 'expired') throw badRequest(MESSAGES.codeExpired);
  if (outcome === 'tries-used') throw badRequest(MESSAGES.codeTriesUsed);
  const { inviteId: _id, ...lookup } = outcome;
  return lookup;
}
