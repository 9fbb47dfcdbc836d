// A small load balancer on loopback, as a real one behaves in front of the API: it sends only to the
// instances whose readiness answers 200 (checked every few hundred ms), spreads requests over them in
// turn, and sends a request again to another instance when its connection is refused (any request with
// a small body, kept for that) or reset before an answer (an idempotent one). Built on http-proxy.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import httpProxy from 'http-proxy';

export interface LoopbackProxy {
  port: number;
  /** Requests sent again to another instance, by error code. */
  retried: Map<string, number>;
  close(): Promise<void>;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Bodies up to this size are kept to be sent again; larger ones (uploads) stream through. */
const BUFFER_LIMIT = 1_000_000;

export async function startProxy({
  port,
  upstreams,
  checkEveryMs = 250,
}: {
  port: number;
  upstreams: string[];
  checkEveryMs?: number;
}): Promise<LoopbackProxy> {
  const ready = new Map(upstreams.map((u) => [u, false]));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const proxy = httpProxy.createProxyServer({ agent, xfwd: true });
  const retried = new Map<string, number>();
  let turn = 0;

  // An answer other than 200, or a refused connection, takes an instance out; a probe that times out
  // (a busy instance) changes nothing, as a real balancer's failure threshold would ride it out.
  const check = async () => {
    await Promise.all(
      upstreams.map(async (u) => {
        try {
          const res = await fetch(`${u}/api/health/ready`, { signal: AbortSignal.timeout(2000) });
          ready.set(u, res.status === 200);
        } catch (error) {
          if ((error as Error).name !== 'TimeoutError') ready.set(u, false);
        }
      }),
    );
  };
  await check();
  const checker = setInterval(() => void check(), checkEveryMs);

  /** The next ready instance after the ones tried; any not tried when none is ready. */
  const pick = (tried: Set<string>): string | undefined => {
    const candidates = upstreams.filter((u) => !tried.has(u));
    const live = candidates.filter((u) => ready.get(u));
    const from = live.length > 0 ? live : candidates;
    turn += 1;
    return from[turn % Math.max(1, from.length)];
  };

  // Connection is hop-by-hop: an instance closing its connection to the proxy does not close the client's.
  proxy.on('proxyRes', (proxyRes) => delete proxyRes.headers.connection);

  /**
   * A refused connection never reached the instance, so any request is sent again, its body kept (a
   * small one, as nginx buffers it); a reset one may have, so only an idempotent request is.
   */
  const forward = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Buffer | null,
    tried: Set<string>,
  ) => {
    const target = pick(tried);
    if (!target) {
      res.writeHead(502).end();
      return;
    }
    tried.add(target);
    const options = { target, ...(body ? { buffer: Readable.from([body]) } : {}) };
    proxy.web(req, res, options, (error: NodeJS.ErrnoException) => {
      const code = error.code ?? 'error';
      const safe =
        code === 'ECONNREFUSED'
          ? body !== null || IDEMPOTENT.has(req.method ?? '')
          : IDEMPOTENT.has(req.method ?? '') && code === 'ECONNRESET';
      if (safe && !res.headersSent && tried.size < upstreams.length) {
        ready.set(target, false);
        retried.set(code, (retried.get(code) ?? 0) + 1);
        forward(req, res, body, tried);
      } else if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
  };

  /** A small body is read whole first, so it can be sent again; an upload streams through. */
  const receive = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const length = Number(req.headers['content-length'] ?? 0);
    let body: Buffer | null = null;
    if (length > 0 && length <= BUFFER_LIMIT) {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      body = Buffer.concat(chunks);
    }
    forward(req, res, body, new Set());
  };

  const server = http.createServer((req, res) => void receive(req, res));
  server.on('upgrade', (req, socket, head) => {
    const target = pick(new Set());
    if (target) proxy.ws(req, socket, head, { target }, () => socket.destroy());
    else socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    retried,
    close: async () => {
      clearInterval(checker);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      proxy.close();
      agent.destroy();
    },
  };
}
