import { createServer, type Server } from 'node:net';
import { startServer, type E2eServer } from '../servers';

export interface SentMail {
  to: string;
  body: string;
}

/** Quoted-printable as nodemailer writes long text lines: soft breaks and =XX bytes. */
const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * A minimal SMTP sink: accepts every message and keeps it, so a browser test can follow the link an
 * invite e-mail carries, exactly as a person would from their inbox.
 */
export async function startMailSink(): Promise<{
  port: number;
  mails: SentMail[];
  close: () => Promise<void>;
}> {
  const mails: SentMail[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let to = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const split = message.indexOf('\r\n\r\n');
          mails.push({ to, body: decodeQuotedPrintable(message.slice(split + 4)) });
          socket.write('250 OK\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'RCPT') {
          to = /<([^>]+)>/.exec(line)?.[1]?.toLowerCase() ?? '';
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, mails, close: () => new Promise((done) => server.close(() => done())) };
}

/** The built server on a fresh demo database of its own, sending its mail to the sink. */
export function startPortfolioServer(port: number, smtpPort: number): Promise<E2eServer> {
  return startServer(port, {
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
}
