import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../db/schema/index.js';
import { DEMO, startTestServer, TEST_PASSWORD, type TestServer } from '../../../test/server.js';

/** A stand-in for a Twilio-compatible provider on this machine: records what it is asked to send. */
interface Received {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}
let provider: Server;
let providerUrl: string;
const received: Received[] = [];
let refuse = false;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });

let server: TestServer;
beforeAll(async () => {
  provider = createServer((req, res) => {
    void readBody(req).then((text) => {
      received.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        form: new URLSearchParams(text),
      });
      res.statusCode = refuse ? 503 : 201;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  server = await startTestServer({
    SMS_API_URL: providerUrl,
    SMS_ACCOUNT_SID: 'AC123',
    SMS_AUTH_TOKEN: 'secret-token',
    SMS_FROM: '+15550001111',
  });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => provider.close(resolve));
});

const waitFor = async <T>(read: () => T | undefined | Promise<T | undefined>): Promise<T> => {
  for (let i = 0; i < 50; i += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
};

describe('outbox delivery through a Twilio-compatible provider', () => {
  it('texts an sms code in E.164 with basic auth, and marks the message sent', async () => {
    const token = await server.signIn(DEMO.rm);
    const res = await server.call('POST', '/api/auth/send-auth-code', {
      token,
      body: { mfa_method: 'sms', phone: '(212) 555-0100', password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    const request = await waitFor(() => received.find((r) => r.path.endsWith('/Messages.json')));
    expect(request.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(request.form.get('To')).toBe('+12125550100');
    expect(request.form.get('From')).toBe('+15550001111');
    expect(request.form.get('Body')).toMatch(/verification code is \d{6}/);
    const row = await waitFor(async () => {
      const [last] = await server.db
        .select()
        .from(emails)
        .where(eq(emails.channel, 'sms'))
        .orderBy(desc(emails.createdAt));
      return last?.sentAt ? last : undefined;
    });
    expect(row.attempts).toBe(1);
    const code = /code is (\d{6})/.exec(request.form.get('Body') ?? '')?.[1] ?? '';
    expect(row.body).not.toContain(code);
    expect(row.body).toMatch(/code is ••••••\. It expires/);
  });

  it('places a voice call that speaks the code, and keeps a refused message for a retry', async () => {
    refuse = true;
    const token = await server.signIn(DEMO.pm);
    await server.call('POST', '/api/auth/send-auth-code', {
      token,
      body: { mfa_method: 'voice', phone: '(415) 555-0199', password: TEST_PASSWORD },
    });
    const request = await waitFor(() => received.find((r) => r.path.endsWith('/Calls.json')));
    expect(request.form.get('Twiml')).toMatch(
      /^<Response><Say loop="2">Your Lease Portal verification code is (\d ){5}\d\./,
    );
    const row = await waitFor(async () => {
      const [last] = await server.db.select().from(emails).where(eq(emails.channel, 'voice'));
      return last?.lastError ? last : undefined;
    });
    expect(row.sentAt).toBeNull();
    expect(row.lastError).toBe('voice provider answered 503');
    // Not delivered yet: the retry needs the code, which waits sealed; the readable copy never shows it.
    expect(row.body).toMatch(/code is ••••••\./);
    expect(server.ctx.secrets.open(row.sealed!)).toMatch(/code is (\d ){5}\d\./);
    refuse = false;
  });
});
