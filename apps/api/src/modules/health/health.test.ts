import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { testDatabaseKind } from '../../../test/database.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { seed: false });
});
afterAll(() => server?.close());

describe('the probes an orchestrator uses', () => {
  it('live answers while the process does, asking nothing of the database', async () => {
    const ping = vi.spyOn(server.ctx.database, 'ping');
    try {
      const res = await server.call('GET', '/api/health/live');
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ data: { status: 'ok' } });
      expect(ping).not.toHaveBeenCalled();
    } finally {
      ping.mockRestore();
    }
  });

  it('ready answers once the database answers, migrated, and the instance is not draining', async () => {
    const res = await server.call('GET', '/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { status: 'ok', database: testDatabaseKind() } });
  });

  it('ready answers 503 while draining for a shutdown; live and the old health still answer', async () => {
    server.ctx.lifecycle.draining = true;
    try {
      const ready = await server.call('GET', '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.json).toEqual({ message: 'This instance is shutting down.' });
      expect((await server.call('GET', '/api/health/live')).status).toBe(200);
      expect((await server.call('GET', '/api/health')).status).toBe(200);
    } finally {
      server.ctx.lifecycle.draining = false;
    }
  });

  it('ready answers 503 when the database does not answer', async () => {
    const ping = vi
      .spyOn(server.ctx.database, 'ping')
      .mockRejectedValueOnce(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    try {
      const res = await server.call('GET', '/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ message: 'The database does not answer.' });
    } finally {
      ping.mockRestore();
    }
  });
});
