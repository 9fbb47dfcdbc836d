/**
 * What the outbox, the dispatcher and the transports all speak of, in a file of its own so that none of
 * the three imports another back.
 */
export type Channel = 'email' | 'sms' | 'voice';

/** The message as the transport gets it, sealed while it waits: what `emails.sealed` holds. */
export interface SealedText {
  subject: string;
  body: string;
}

/** Sends tried before a message is left undelivered (the Email page shows it, and a resend starts over). */
export const MAX_ATTEMPTS = 5;
