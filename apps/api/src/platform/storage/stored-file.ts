import type { Readable } from 'node:stream';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import { StorageNotFoundError } from './storage.js';

/**
 * The bytes a record's row points at. A row whose file storage does not have (a lost volume, a restore
 * of the database without its files) answers 404 for the record, not 500, and is logged for the
 * operator: the user can do nothing about it, the operator can.
 */
export async function openStoredFile(ctx: AppContext, key: string, what: string): Promise<Readable> {
  try {
    return await ctx.storage.get(key);
  } catch (error) {
    if (!(error instanceof StorageNotFoundError)) throw error;
    ctx.log.error({ key, what }, 'a row names a file storage does not have');
    throw notFound(what);
  }
}
