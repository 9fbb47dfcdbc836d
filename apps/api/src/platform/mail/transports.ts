import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { Channel } from './message.js';

/** Delivers one message of the outbox; throws when the provider refuses it, so the dispatcher retries. */
export type Transport = (message: { to: string; subject: string; body: string }) => Promise<void>;

/** E-mail through SMTP (nodemailer) when SMTP_URL is set. */
export function smtpTransport(smtpUrl: string, from: string): Transport {
  const mailer = nodemailer.createTransport(smtpUrl);
  return async ({ to, subject, body }) => {
    await mailer.sendMail({ from, to, subject, text: body });
  };
}

/** '(212) 555-0100' → '+12125550100': providers take E.164, the spec stores the US mask. */
export const toE164 = (phone: string): string => `+1${phone.replace(/\D/g, '').slice(-10)}`;

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * SMS or a voice call through a Twilio-compatible HTTP API (Accounts/{sid}/Messages.json and
 * Calls.json, basic auth). Any provider speaking the same shape works by setting SMS_API_URL.
 */
export function phoneTransport(sms: NonNullable<Config['sms']>, kind: 'sms' | 'voice'): Transport {
  const base = `${sms.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(sms.accountSid)}`;
  const auth = `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}`;
  return async ({ to, body }) => {
    const form = new URLSearchParams({ To: toE164(to), From: sms.from });
    if (kind === 'sms') form.set('Body', body);
    else form.set('Twiml', `<Response><Say loop="2">${escapeXml(body)}</Say></Response>`);
    const res = await fetch(`${base}/${kind === 'sms' ? 'Messages' : 'Calls'}.json`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`${kind} provider answered ${res.status}`);
  };
}

/** The transport of each channel, or null where none is configured: the message then stays a record. */
export function configuredTransports(config: Config): Record<Channel, Transport | null> {
  return {
    email: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : null,
    sms: config.sms ? phoneTransport(config.sms, 'sms') : null,
    voice: config.sms ? phoneTransport(config.sms, 'voice') : null,
  };
}
