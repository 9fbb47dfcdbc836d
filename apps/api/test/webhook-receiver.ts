import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
  /** The status the receiver answered. */
  answered: number;
}

/**
 * A webhook receiver on 127.0.0.1 (an ephemeral port): records every request, answers 200 or, while
 * `failing` says so, 500. `next` waits for the n-th request.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  const state = { failing: (_count: number, _body: string): boolean => false };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const answered = state.failing(received.length, body) ? 500 : 200;
      received.push({ headers: req.headers, body, at: Date.now(), answered });
      res.writeHead(answered, { 'content-type': 'text/plain' });
      res.end(answered === 200 ? 'thanks' : 'receiver down');
      for (const w of waiters.filter((w) => received.length >= w.n)) w.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {
    url,
    received,
    state,
    /** Resolves once `n` requests have arrived (or rejects after `ms`). */
    async count(n: number, ms = 20_000): Promise<Received[]> {
      if (received.length < n) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`only ${received.length} of ${n} webhooks arrived`)),
            ms,
          );
          waiters.push({ n, resolve: () => (clearTimeout(timer), resolve()) });
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
