import { createServer, type AddressInfo } from 'node:net';
import { isNull } from 'drizzle-orm';
import { emails } from '../src/db/schema/index.js';
import { startDispatcher, type Dispatcher } from '../src/platform/mail/dispatcher.js';
import type { Transport } from '../src/platform/mail/transports.js';
import type { TestServer } from './server.js';

export type Delivered = Parameters<Transport>[0];

/** A port on this machine that nothing listens on: an SMTP server or SMS provider that refuses. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Takes over a test app's outbox: its own dispatcher stops, and one whose transports (every channel)
 * record what they are handed delivers what waits, failed messages at once rather than after their delay.
 */
export async function recordingDispatcher(
  server: TestServer,
): Promise<{ delivered: Delivered[]; dispatcher: Dispatcher }> {
  await server.ctx.mail.stop();
  await server.db.update(emails).set({ lastAttemptAt: null }).where(isNull(emails.sentAt));
  const delivered: Delivered[] = [];
  const record: Transport = async (message) => {
    delivered.push(message);
  };
  const channels = { email: record, sms: record, voice: record };
  const { secrets, outage } = server.ctx;
  const dispatcher = startDispatcher(server.db, secrets, channels, server.app.log, outage, 50);
  dispatcher.kick();
  return { delivered, dispatcher };
}
