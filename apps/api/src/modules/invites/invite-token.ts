import { createHash, randomBytes } from 'node:crypto';
import { INVITE_RESEND_SECONDS, INVITE_TTL_DAYS } from '@lease/contract';

/** A fresh invite token: 256 random bits, URL-safe. Only its hash is stored. */
export const newInviteToken = (): string => randomBytes(32).toString('base64url');

export const hashInviteToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const inviteExpiry = (now: Date): Date => new Date(now.getTime() + INVITE_TTL_DAYS * 86_400_000);

/**
 * Whether an open invite was mailed within the cool-down. A pending invite's `updatedAt` is when its link
 * was last made and mailed (created or renewed); read from the row locked, so racing calls wait their turn.
 */
export const mailedRecently = (invite: { updatedAt: Date }, now: Date): boolean =>
  invite.updatedAt.getTime() > now.getTime() - INVITE_RESEND_SECONDS * 1000;

/** The links of §3.3: accept opens the invite landing (§2.1), decline the decline page with the token. */
export function inviteLinks(publicUrl: string, type: 'landlord' | 'user', token: string) {
  return {
    accept_link: `${publicUrl}/invite/${type}/${token}`,
    decline_link: `${publicUrl}/decline-invite?token=${encodeURIComponent(token)}`,
  };
}
