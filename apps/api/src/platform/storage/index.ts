import type { Config } from '../../config.js';
import { localStorage } from './local.js';
import { s3Storage } from './s3.js';
import type { Storage } from './storage.js';

export type { PutOptions, Storage } from './storage.js';
export { StorageLimitError, StorageNotFoundError } from './storage.js';

/** S3-compatible storage when a bucket is configured, otherwise a directory under the data dir. */
export function configuredStorage(config: Config): Storage {
  return config.storage.kind === 's3' ? s3Storage(config.storage) : localStorage(config.storage.dir);
}
