import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { outageLog } from '../db/outage.js';
import { registerErrorHandler } from './error-handler.js';

describe('the error handler while the database is away', () => {
  it('answers 503 with a retry hint, and logs the burst once', async () => {
    const lines: string[] = [];
    const record = (_: unknown, msg: string) => void lines.push(msg);
    const log = { error: record, warn: record } as unknown as FastifyBaseLogger;
    const app = Fastify({ logger: false });
    registerErrorHandler(app, outageLog(log));
    // As drizzle throws it: the driver's error under its own.
    const restart = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    app.get('/down', async () => {
      throw new Error('Failed query: select 1', { cause: restart });
    });
    app.get('/broken', async () => {
      throw new Error('a bug');
    });

    for (let i = 0; i < 5; i += 1) {
      const res = await app.inject({ method: 'GET', url: '/down' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
    }
    expect(lines).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    await app.close();
  });
});
