import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';

/** The smallest SMTP server nodemailer will talk to: it accepts every message and keeps its text. */
let smtp: Server;
const messages: string[] = [];
beforeAll(async () => {
  smtp = createServer((socket) => {
    let data: string | null = null;
    socket.write('220 localhost ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            socket.write('250 OK\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 localhost\r\n');
        else if (/^(MAIL|RCPT|RSET|NOOP)/i.test(line)) socket.write('250 OK\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => smtp.close(resolve)));

let server: TestServer;
beforeAll(async () => {
  const port = (smtp.address() as AddressInfo).port;
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Portal <portal@example.test>',
  });
});
afterAll(() => server?.close());

describe('e-mail through SMTP when SMTP_URL is set', () => {
  it('sends a reset link from MAIL_FROM to the account', async () => {
    await server.call('POST', '/api/auth/send-resetemail', { body: { email: DEMO.admin } });
    for (let i = 0; i < 50 && messages.length === 0; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^From: Portal <portal@example\.test>$/m);
    expect(messages[0]).toMatch(/^To: admin@demo\.test$/m);
    expect(messages[0]).toMatch(/^Subject: Reset your password$/m);
    expect(messages[0]).toContain('/reset-password/');
  });
});
