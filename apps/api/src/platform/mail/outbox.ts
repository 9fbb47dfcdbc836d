import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client.js';
import { emails } from '../../db/schema/index.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { redactMessage } from '../redact.js';
import { MAX_ATTEMPTS, type Channel, type SealedText } from './message.js';

/**
 * The credential a message carries, so that a resend mints a new one instead of replaying it: a reset
 * link (for the message's user), an invite's links, or a code or confirmation link that belongs to its
 * addressee's own request and is never sent again by someone else.
 */
export type Credential =
  { kind: 'reset' } | { kind: 'invite'; inviteId: string } | { kind: 'code' | 'email-change' };

export interface OutgoingMessage {
  /** An e-mail address, or a phone number for sms and voice. */
  to: string;
  subject: string;
  body: string;
  userId?: string | null;
  channel?: Channel;
  credential?: Credential;
}

/**
 * Records a message in the outbox (the `emails` table, also the Email page) inside the caller's
 * transaction, so a message exists only if the change that sends it commits. The dispatcher
 * (./dispatcher.ts) delivers it afterwards through the configured transport.
 *
 * The row never holds a live link or code, whatever its status: its subject and body are stored masked
 * (platform/redact.ts), and the text as sent is sealed with the secrets key for the dispatcher alone.
 */
export async function queueEmail(q: Tx, box: SecretBox, message: OutgoingMessage): Promise<string> {
  const stored = storedText(box, message);
  // A credential the mask does not find would be stored in clear: refuse it rather than send it.
  if (message.credential && !stored.sealed)
    throw new Error('the credential of an outgoing message is not masked');
  const [row] = await q
    .insert(emails)
    .values({
      toAddress: message.to,
      ...stored,
      credential: message.credential?.kind ?? null,
      credentialOf: message.credential?.kind === 'invite' ? message.credential.inviteId : null,
      userId: message.userId ?? null,
      channel: message.channel ?? 'email',
    })
    .returning({ id: emails.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** What a row keeps of a message: its text masked, and the text as sent sealed when masking changed it. */
function storedText(box: SecretBox, text: SealedText): SealedText & { sealed: string | null } {
  const { subject, body } = text;
  const masked = { subject: redactMessage(subject), body: redactMessage(body) };
  const changed = masked.subject !== subject || masked.body !== body;
  return { ...masked, sealed: changed ? box.seal(JSON.stringify({ subject, body })) : null };
}

/**
 * At start-up: messages queued before bodies were stored masked (still waiting, or failing and retried)
 * get the same treatment, so an upgrade leaves no live link in a waiting row.
 */
export async function sealWaitingMessages(q: Db, box: SecretBox): Promise<void> {
  const waiting = await q
    .select()
    .from(emails)
    .where(and(isNull(emails.sentAt), isNull(emails.sealed), lt(emails.attempts, MAX_ATTEMPTS)));
  for (const row of waiting) {
    const stored = storedText(box, row);
    if (stored.sealed) await q.update(emails).set(stored).where(eq(emails.id, row.id));
  }
}

/** What waits to be delivered: messages not sent, not deleted, not given up; and when the oldest was queued. */
export async function outboxBacklog(q: Queryable): Promise<{ waiting: number; oldest: Date | null }> {
  const [row] = await q
    .select({
      waiting: sql<number>`count(*)::int`,
      oldest: sql<string | Date | null>`min(${emails.createdAt})`,
    })
    .from(emails)
    .where(and(isNull(emails.sentAt), isNull(emails.deletedAt), lt(emails.attempts, MAX_ATTEMPTS)));
  return { waiting: row?.waiting ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}
