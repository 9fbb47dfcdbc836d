import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileFreshClaim } from '../../../test/claim-cases.js';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';
import { startReceiver } from '../../../test/webhook-receiver.js';

let server: TestServer;
let ll: string;
let admin: string;
let pm: string;

beforeAll(async () => {
  // A queue that polls every 30 s: a delivery within a second of its commit can only be the wake's.
  server = await startTestServer({}, { jobTimings: { pollingIntervalSeconds: 30 } });
  [ll, admin, pm] = await Promise.all([
    server.signIn(DEMO.ll),
    server.signIn(DEMO.admin),
    server.signIn(DEMO.pm),
  ]);
});
afterAll(() => server?.close());

describe('webhook delivery woken at the commit', () => {
  it('starts each delivery within a second of its change, in order per record', async () => {
    const receiver = await startReceiver();
    try {
      const subscribed = await server.call('POST', '/api/webhook/subscription', {
        token: ll,
        body: { url: receiver.url, events: ['claim.created', 'claim.status_changed'] },
      });
      expect(subscribed.status).toBe(201);
      // Each change's request leaves before its commit: its receipt minus that time bounds the wait.
      const asked = [Date.now()];
      const claim = await fileFreshClaim(server, pm);
      const moves = ['under_review', 'documents_requested', 'under_review', 'denied'];
      for (const status of moves) {
        asked.push(Date.now());
        const moved = await server.call('POST', '/api/claim/move-status', {
          token: admin,
          body: { id: claim.id, status, note: `Now ${status}` },
        });
        expect(moved.status).toBe(200);
      }
      const hits = await receiver.count(asked.length, 10_000);
      const bodies = hits.map((h) => JSON.parse(h.body) as { type: string; data: { to?: string } });
      expect(bodies.map((b) => b.data.to ?? b.type)).toEqual(['claim.created', ...moves]);
      const waits = hits.map((h, i) => h.at - asked[i]!);
      for (const wait of waits) expect(wait).toBeLessThan(1_000);
    } finally {
      await receiver.close();
    }
  });
});
