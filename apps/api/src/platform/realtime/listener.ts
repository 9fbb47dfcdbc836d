import pg from 'pg';

export interface ListenHandlers {
  payload(payload: string): void;
  /** The connection dropped, or a reconnection failed: it tries again. */
  lost(error: Error): void;
  /** LISTENing again after a drop. */
  back(): void;
}

export interface Listening {
  close(): Promise<void>;
}

/** Retries after a drop: soon at first, then at most every 2 s, so a restarted server is heard again within seconds. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 2_000;

/**
 * A connection of its own that LISTENs on one channel and outlives the server going away (a restart, a
 * terminated backend): on a drop it reconnects, with a short capped backoff, and LISTENs again. The first
 * connection must succeed (a start without the database fails); the later ones are retried until closed.
 */
export async function listen(url: string, channel: string, handlers: ListenHandlers): Promise<Listening> {
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  // Handlers check `client === target`: a dead client's late 'error' or 'end' must not drop the new one.
  const drop = (target: pg.Client, error: Error) => {
    // Closing ends the connection on purpose: that 'end' is no loss to report.
    if (closed || client !== target) return;
    client = null;
    target.end().catch(() => undefined);
    handlers.lost(error);
    reconnectLater();
  };

  const connect = async (): Promise<void> => {
    // Idle by nature: without probes a peer that vanished without closing would not be noticed for hours.
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.payload(message.payload);
    });
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next, new Error('the LISTEN connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) await next.end();
    else client = next;
  };

  const reconnectLater = () => {
    if (closed) return;
    const wait = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
    attempt += 1;
    retry = setTimeout(() => {
      connect().then(
        () => {
          attempt = 0;
          if (!closed) handlers.back();
        },
        (error: Error) => {
          handlers.lost(error);
          reconnectLater();
        },
      );
    }, wait);
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
