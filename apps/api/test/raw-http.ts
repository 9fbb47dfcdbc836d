import { connect, type Socket } from 'node:net';

/** What a raw exchange ended with: the bytes the server sent, and how long until it closed. */
export interface RawExchange {
  text: string;
  status: number | null;
  ms: number;
  /** The server had not closed the connection by the time limit. */
  open: boolean;
}

/**
 * Talks HTTP by hand on a socket of its own, for what fetch will not send: a body that lies about its
 * end, headers or a body that trickle in. `talk` writes to the socket; the answer is read until the
 * server closes the connection, or `limitMs` passes.
 */
export function rawExchange(
  url: string,
  talk: (socket: Socket) => void,
  limitMs = 8000,
): Promise<RawExchange> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let text = '';
    const end = (open: boolean) => {
      clearTimeout(timer);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      resolve({ text, status: status ? Number(status) : null, ms: Date.now() - started, open });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      end(true);
    }, limitMs);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => end(false));
    talk(socket);
  });
}

/** A request's head: the request line and headers, with the blank line that ends them. */
export const requestHead = (method: string, path: string, headers: Record<string, string | number>): string =>
  `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
