// s3rver ships no types; the tests use this much of it.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** Koa's middleware list: a test puts a stand-in ahead of s3rver's routes before `run()`. */
    middleware: ((
      ctx: {
        method: string;
        path: string;
        query: Record<string, string | string[] | undefined>;
        type: string;
        body: unknown;
        status: number;
      },
      next: () => Promise<void>,
    ) => Promise<void>)[];
  }
}
