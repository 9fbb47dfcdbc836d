import type { Queryable } from '../../db/client.js';
import { emails } from '../../db/schema/index.js';

export type Channel = 'email' | 'sms' | 'voice';

export interface OutgoingMessage {
  /** An e-mail address, or a phone number for sms and voice. */
  to: string;
  subject: string;
  body: string;
  userId?: string | null;
  channel?: Channel;
}

/**
 * Records a message in the outbox (the `emails` table, also the Email page) inside the caller's
 * transaction, so a message exists only if the change that sends it commits. The dispatcher
 * (./dispatcher.ts) delivers it afterwards through the configured transport.
 */
export async function queueEmail(q: Queryable, message: OutgoingMessage): Promise<string> {
  const [row] = await q
    .insert(emails)
    .values({
      toAddress: message.to,
      subject: message.subject,
      body: message.body,
      userId: message.userId ?? null,
      channel: message.channel ?? 'email',
    })
    .returning({ id: emails.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}
