import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from '../context.js';
import { trackInFlight } from './in-flight.js';

export interface ShutdownOptions {
  app: FastifyInstance;
  lifecycle: Lifecycle;
  /** How long to keep serving once readiness fails, so the proxy stops sending here first. */
  graceMs: number;
  /** From the signal: past it the process exits non-zero, whatever is still running. */
  timeoutMs: number;
  /** Closes the database, last: everything above may still use it. */
  closeDatabase(): Promise<void>;
  exit?(code: number): void;
}

/**
 * A rolling restart that drops nothing. On SIGTERM: readiness answers 503 and every answer closes its
 * connection, while the instance keeps serving for the grace (the proxy moves away); then it refuses
 * new connections, waits for the requests in flight (uploads included), tells the sockets to reconnect
 * elsewhere (1012), stops the job queue and the mail dispatcher (a running job finishes or is handed
 * back), closes the database and exits 0. The deadline, or a second signal, exits 1 and logs what was cut.
 * SIGINT (Ctrl-C) does the same without the grace: no proxy waits on a developer's terminal.
 */
export function installShutdown(options: ShutdownOptions): void {
  const { app, lifecycle, graceMs, timeoutMs, closeDatabase } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const inFlight = trackInFlight(app.server);
  let step = 'serving';
  let signalled = false;

  const cut = (why: string) => {
    app.log.error({ why, step, inFlight: inFlight.list() }, 'shutdown cut short');
    exit(1);
  };

  const run = async (signal: string) => {
    const started = Date.now();
    setTimeout(() => cut(`the ${timeoutMs} ms deadline passed`), timeoutMs);
    lifecycle.draining = true;
    inFlight.closeConnections();
    const grace = signal === 'SIGTERM' ? graceMs : 0;
    app.log.info({ signal, graceMs: grace, timeoutMs }, 'shutting down: not ready, still serving');
    step = 'grace';
    await sleep(grace);

    step = 'waiting for requests in flight';
    // Stops listening (a new connection is refused) and closes the idle keep-alive connections; not
    // awaited, since the sockets, closed below, keep it from finishing.
    app.server.close();
    app.log.info({ inFlight: inFlight.list() }, 'shutting down: refusing new connections');
    await inFlight.idle();

    step = 'closing sockets, stopping jobs and mail';
    await app.close();
    step = 'closing the database';
    await closeDatabase();
    app.log.info({ ms: Date.now() - started }, 'shut down');
    exit(0);
  };

  const onSignal = (signal: string) => {
    if (signalled) return cut(`a second ${signal}`);
    signalled = true;
    run(signal).catch((error: unknown) => {
      app.log.error({ err: error, step }, 'shutdown failed');
      exit(1);
    });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
