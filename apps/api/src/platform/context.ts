import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { KeyUse } from './auth/api-keys.js';
import type { ReadLog } from './http/audited-reads.js';
import type { SessionCache } from './auth/session-cache.js';
import type { TokenSigner } from './auth/tokens.js';
import type { SecretBox } from './crypto/secret-box.js';
import type { Clock } from './clock.js';
import type { OutageLog } from './db/outage.js';
import type { JobQueue } from './jobs/queue.js';
import type { Dispatcher } from './mail/dispatcher.js';
import type { Observers } from './metrics/observers.js';
import type { Storage } from './storage/index.js';
import type { RealtimeHub } from './realtime/hub.js';

/** Where the instance is in its life, as the readiness probe reports it. */
export interface Lifecycle {
  /** Set first on SIGTERM: ready answers 503 so traffic moves away while requests in flight finish. */
  draining: boolean;
}

/** What every module's routes and services are given: one place, no globals. */
export interface AppContext {
  config: Config;
  database: Database;
  signer: TokenSigner;
  /** The sessions this instance checked in the last few seconds (platform/auth/session-changes.ts). */
  sessions: SessionCache;
  /** API keys' own rate limits and last use (decision 0029); null where no call can carry a key. */
  apiKeys?: KeyUse | null;
  /** Writes the Active Log rows of reads whose caller is audited (an API key's; audited-reads.ts). */
  readLog?: ReadLog | null;
  /** Seals secrets kept at rest (TOTP secrets, the stored signing key). */
  secrets: SecretBox;
  clock: Clock;
  /** Delivers the outbox; kick it after a commit that queued a message. */
  mail: Dispatcher;
  /** The job queue: modules register their jobs while their routes register; it starts after them. */
  jobs: JobQueue;
  /** Stored files (generated PDFs, uploads): a directory under the data dir, or S3. */
  storage: Storage;
  /** Pushes events to the sockets of every instance. */
  realtime: RealtimeHub;
  log: FastifyBaseLogger;
  /** Failures while the database is away: logged once per outage, not once per request or poll. */
  outage: OutageLog;
  lifecycle: Lifecycle;
  /** Events the metrics count as they happen; absent without METRICS_PORT. */
  observe?: Observers;
}
