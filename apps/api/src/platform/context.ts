import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { TokenSigner } from './auth/tokens.js';

/** What every module's routes and services are given: one place, no globals. */
export interface AppContext {
  config: Config;
  database: Database;
  signer: TokenSigner;
}
