import type { Work } from '../../platform/unit-of-work.js';

export type AccountChange = 'email' | 'email-request' | 'phone' | 'password' | 'two-factor';

const WHAT: Record<AccountChange, string> = {
  email: 'The e-mail address',
  'email-request': 'A new e-mail address was requested for',
  phone: 'The phone number',
  password: 'The password',
  'two-factor': 'The two-factor method',
};

/**
 * Tells the owner that their e-mail, phone, password or second factor changed, so a change they did not
 * make does not go unnoticed. The current address is always told; a changed address is told too.
 */
export async function notifyAccountChange(
  work: Pick<Work, 'send'>,
  user: { id: string; name: string; email: string },
  changes: AccountChange[],
  previousEmail: string,
): Promise<void> {
  if (changes.length === 0) return;
  const lines = changes.map((c) =>
    c === 'email-request' ? `${WHAT[c]} your account.` : `${WHAT[c]} of your account changed.`,
  );
  const body = [
    `Hello ${user.name},`,
    '',
    'Just now, on your Lease Portal account:',
    ...lines.map((l) => `- ${l}`),
    '',
    'If you did not make this change, reset your password at once and contact your administrator.',
  ].join('\n');
  const recipients = new Set([previousEmail, user.email]);
  for (const to of recipients) {
    const message = { to, subject: 'Your account details changed', body, userId: user.id };
    await work.send(message);
  }
}
