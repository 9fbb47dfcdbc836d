import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange, requestHead } from '../../../test/raw-http.js';
import { startTestServer, type TestServer } from '../../../test/server.js';

let server: TestServer;

// Short limits, so a slow sender is seen cut off within a test's time.
beforeAll(async () => {
  server = await startTestServer(
    { HTTP_HEADERS_TIMEOUT_MS: '600', HTTP_REQUEST_TIMEOUT_MS: '3000', HTTP_IDLE_TIMEOUT_MS: '600' },
    { seed: false },
  );
});
afterAll(() => server?.close());

/** Writes `chunk` every `ms` until the socket closes. */
const trickle = (socket: import('node:net').Socket, chunk: string, ms: number) => {
  const timer = setInterval(() => socket.writable && socket.write(chunk), ms);
  socket.on('close', () => clearInterval(timer));
};

describe('slow senders are cut off (issue #22, finding 2)', () => {
  it('closes a connection whose headers trickle in, within the headers timeout', async () => {
    const answer = await rawExchange(server.url, (socket) => {
      socket.write('POST /api/auth/signin HTTP/1.1\r\nhost: 127.0.0.1\r\n');
      trickle(socket, 'x-slow: 1\r\n', 100);
    });
    expect(answer.open).toBe(false);
    expect(answer.ms).toBeLessThan(3000);
  });

  it('closes a connection whose body stalls mid-way, within the idle timeout', async () => {
    const answer = await rawExchange(server.url, (socket) => {
      socket.write(
        requestHead('POST', '/api/auth/signin', {
          'content-type': 'application/json',
          'content-length': 200,
        }),
      );
      socket.write('{"email":"a@b.c",');
    });
    expect(answer.open).toBe(false);
    // Closed by the idle timeout, well before the request timeout would answer 408.
    expect(answer.status).toBeNull();
    expect(answer.ms).toBeLessThan(2000);
  });

  it('answers 408 to a body that trickles in too slowly to be idle, within the request timeout', async () => {
    const answer = await rawExchange(server.url, (socket) => {
      socket.write(
        requestHead('POST', '/api/auth/signin', {
          'content-type': 'application/json',
          'content-length': 200,
        }),
      );
      trickle(socket, ' ', 100);
    });
    expect(answer.open).toBe(false);
    expect(answer.status).toBe(408);
    expect(answer.ms).toBeGreaterThanOrEqual(3000);
    expect(answer.ms).toBeLessThan(5000);
  });

  it('still answers a request sent at a normal pace', async () => {
    const res = await server.call('GET', '/api/health');
    expect(res.status).toBe(200);
  });
});
