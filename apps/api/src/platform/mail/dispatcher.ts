import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { emails } from '../../db/schema/index.js';
import type { SecretBox } from '../crypto/secret-box.js';
import type { OutageLog } from '../db/outage.js';
import { MAX_ATTEMPTS, type Channel, type SealedText } from './message.js';
import type { Transport } from './transports.js';

const RETRY_AFTER_MS = 60_000;
const BATCH = 20;

export interface Dispatcher {
  /** Delivers what is waiting now, instead of at the next tick: called after a commit that queued mail. */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * Delivers the outbox. Rows are claimed with one UPDATE … FOR UPDATE SKIP LOCKED, so several instances
 * never send the same message, and the sending happens outside any transaction (PGlite has one
 * connection: a slow SMTP server must not hold it). Without a transport for a channel the message is
 * written to the log and marked sent: the log line is the delivery. A message holding a credential is
 * stored masked; the dispatcher alone opens its sealed text, at send time, and drops it once the
 * message is delivered or given up.
 */
export function startDispatcher(
  db: Db,
  box: SecretBox,
  transports: Record<Channel, Transport | null>,
  log: FastifyBaseLogger,
  outage: OutageLog,
  everyMs = 5_000,
): Dispatcher {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const claim = () =>
    db
      .update(emails)
      .set({ attempts: sql`${emails.attempts} + 1`, lastAttemptAt: new Date() })
      .where(
        inArray(
          emails.id,
          db
            .select({ id: emails.id })
            .from(emails)
            .where(
              and(
                isNull(emails.sentAt),
                isNull(emails.deletedAt),
                lt(emails.attempts, MAX_ATTEMPTS),
                or(
                  isNull(emails.lastAttemptAt),
                  lt(emails.lastAttemptAt, new Date(Date.now() - RETRY_AFTER_MS)),
                ),
              ),
            )
            .orderBy(asc(emails.createdAt))
            .limit(BATCH)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();

  // Stopping (a restart) mid-batch: the messages claimed but not sent are released as they were, so
  // another instance sends them at its next tick instead of after the retry wait.
  const handBack = (ids: string[]) =>
    db
      .update(emails)
      .set({ attempts: sql`${emails.attempts} - 1`, lastAttemptAt: null })
      .where(and(inArray(emails.id, ids), isNull(emails.sentAt)));

  const deliverBatch = async (): Promise<number> => {
    const batch = await claim();
    for (const [i, message] of batch.entries()) {
      if (stopped) {
        await handBack(batch.slice(i).map((m) => m.id));
        break;
      }
      const channel = (['email', 'sms', 'voice'] as const).find((c) => c === message.channel) ?? 'email';
      const transport = transports[channel];
      try {
        const { subject, body } = message.sealed
          ? (JSON.parse(box.open(message.sealed)) as SealedText)
          : message;
        if (transport) await transport({ to: message.toAddress, subject, body });
        else log.info({ id: message.id, channel, to: message.toAddress, subject, body }, 'outbox');
        // Delivered: the sealed copy goes too (their own tables hold only hashes of links and codes).
        await db
          .update(emails)
          .set({ sentAt: new Date(), lastError: null, sealed: null })
          .where(eq(emails.id, message.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ channel, id: message.id, reason }, 'outbox delivery failed; it will be retried');
        // A message that will not be tried again keeps no sealed secret either.
        const lastTry = message.attempts >= MAX_ATTEMPTS;
        await db
          .update(emails)
          .set({ lastError: reason.slice(0, 500), ...(lastTry ? { sealed: null } : {}) })
          .where(eq(emails.id, message.id));
      }
    }
    return batch.length;
  };

  const run = async () => {
    do {
      again = false;
      try {
        while (!stopped && (await deliverBatch()) === BATCH);
      } catch (error) {
        outage.failed('outbox', error, 'outbox dispatch failed');
      }
    } while (again && !stopped);
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
    });
  };

  const timer = setInterval(kick, everyMs);
  timer.unref();
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
