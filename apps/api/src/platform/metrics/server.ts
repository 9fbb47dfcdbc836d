import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  /** Where it listens, as http://host:port. */
  address: string;
  close(): Promise<void>;
}

/**
 * The scrape endpoint on a port of its own, never the public one: GET /metrics answers the registry as
 * Prometheus text; anything else is 404. No auth of its own, so it listens on 127.0.0.1 unless told.
 */
export async function listenMetrics(
  registry: Registry,
  where: { host: string; port: number },
  log: FastifyBaseLogger,
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('Not found: the metrics are at /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        log.error({ err: error }, 'metrics: the scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be read.\n');
      },
    );
  });
  // A scraper's keep-alive connection must not hold the app's shutdown.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    address: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
