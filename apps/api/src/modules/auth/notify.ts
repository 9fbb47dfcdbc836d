import type { Queryable } from '../../db/client.js';
import { queueEmail } from '../../platform/mail/outbox.js';

export type AccountChange = 'email' | 'phone' | 'password';

const WHAT: Record<AccountChange, string> = {
  email: 'e-mail address',
  phone: 'phone number',
  password: 'password',
};

/**
 * Tells the owner that their e-mail, phone or password changed, so a change they did not make does not
 * go unnoticed. A new e-mail address is told at both the old and the new address.
 */
export async function notifyAccountChange(
  q: Queryable,
  user: { id: string; name: string; email: string },
  changes: AccountChange[],
  previousEmail: string,
): Promise<void> {
  if (changes.length === 0) return;
  const list = changes.map((c) => WHAT[c]).join(', ');
  const body = [
    `Hello ${user.name},`,
    '',
    `The ${list} of your Lease Portal account changed just now.`,
    'If you did not make this change, reset your password at once and contact your administrator.',
  ].join('\n');
  const recipients = new Set([previousEmail, user.email]);
  for (const to of recipients) {
    await queueEmail(q, { to, subject: 'Your account details changed', body, userId: user.id });
  }
}
