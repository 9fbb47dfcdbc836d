import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_TEXTS, type Role, type WebhookDelivery, type WebhookSubscription } from '@lease/contract';
import { fileFreshClaim } from '../../../test/claim-cases.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';
import { startReceiver } from '../../../test/webhook-receiver.js';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.js';
import { deliverSubject } from './webhooks.deliver.js';

type Created = { data: { subscription: WebhookSubscription; secret: string }; message: string };
type Log = {
  data: { rows: WebhookDelivery[]; total: number; nextCursor: string | null };
};

let server: TestServer;
let tokens: Record<Role, string>;
let other: string;

beforeAll(async () => {
  // Retries a second apart, and a queue that looks for work twice a second.
  server = await startTestServer(
    { WEBHOOK_RETRY_SECONDS: '1,1,1,1,1' },
    { jobTimings: { pollingIntervalSeconds: 0.5 } },
  );
  tokens = await signInEveryRole(server);
  other = await server.signIn(DEMO.otherLandlord);
});
afterAll(() => server?.close());

const subscribe = (token: string, url: string, events: string[], extra: object = {}) =>
  server.call<Created>('POST', '/api/webhook/subscription', { token, body: { url, events, ...extra } });
const logOf = (token: string, subscriptionId: string, query: Record<string, string> = {}) =>
  server.call<Log>('GET', '/api/webhook/deliveries', { token, query: { subscriptionId, ...query } });
const types = (bodies: { body: string }[]) =>
  bodies.map((r) => (JSON.parse(r.body) as { type: string }).type);

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('signed webhooks', () => {
  it('delivers claim.created after a claim is filed, signed as Standard Webhooks verifies', async () => {
    const receiver = await startReceiver();
    try {
      const created = await subscribe(tokens.ll, receiver.url, ['claim.created']);
      expect(created.status).toBe(201);
      expect(created.json.message).toBe(WEBHOOK_TEXTS.created);
      const { secret, subscription } = created.json.data;
      expect(secret).toMatch(/^whsec_/);
      // The secret is sealed at rest and never answered again.
      const [stored] = await server.db
        .select({ sealed: webhookSubscriptions.secretSealed })
        .from(webhookSubscriptions)
        .where(eq(webhookSubscriptions.id, subscription.id));
      expect(stored!.sealed).not.toContain(secret.slice(6));
      const listed = await server.call<{ data: WebhookSubscription[] }>('GET', '/api/webhook/subscriptions', {
        token: tokens.vp,
      });
      expect(JSON.stringify(listed.json)).not.toContain(secret.slice(6));
      expect(listed.json.data.map((s) => s.id)).toContain(subscription.id);

      const claim = await fileFreshClaim(server, tokens.pm);
      const [hit] = await receiver.count(1);
      const payload = new Webhook(secret).verify(hit!.body, hit!.headers as Record<string, string>) as {
        type: string;
        data: { claimId: string; name: string };
      };
      expect(payload.type).toBe('claim.created');
      expect(payload.data.claimId).toBe(claim.id);
      expect(hit!.headers['webhook-id']).toMatch(/^msg_/);
      // A signature made with another secret does not verify.
      expect(() =>
        new Webhook('whsec_' + Buffer.alloc(32, 1).toString('base64')).verify(
          hit!.body,
          hit!.headers as Record<string, string>,
        ),
      ).toThrow();

      const log = await until(
        () => logOf(tokens.ll, subscription.id),
        (r) => r.json.data.rows[0]?.status === 'delivered',
      );
      const [row] = log.json.data.rows;
      expect(row).toMatchObject({
        status: 'delivered',
        attempts: 1,
        lastStatus: 200,
        lastResponse: 'thanks',
      });
      expect(row!.lastLatencyMs).toBeGreaterThanOrEqual(0);
    } finally {
      await receiver.close();
    }
  });

  it('retries a failing receiver with back-off and keeps a subject’s events in order', async () => {
    const receiver = await startReceiver();
    try {
      const { secret, subscription } = (
        await subscribe(tokens.ll, receiver.url, ['claim.created', 'claim.status_changed'])
      ).json.data;
      // Down for the first three requests, then back.
      receiver.state.failing = (n) => n < 3;
      const claim = await fileFreshClaim(server, tokens.pm);
      const moved = await server.call('POST', '/api/claim/move-status', {
        token: tokens.admin,
        body: { id: claim.id, status: 'under_review', note: 'Looking at it' },
      });
      expect(moved.status).toBe(200);
      const hits = await receiver.count(5);
      // created failed three times, then went; status_changed waited behind it and went once.
      expect(hits.map((h) => h.answered)).toEqual([500, 500, 500, 200, 200]);
      expect(types(hits)).toEqual([
        'claim.created',
        'claim.created',
        'claim.created',
        'claim.created',
        'claim.status_changed',
      ]);
      // One message id for every attempt of a message, each signature valid.
      expect(new Set(hits.slice(0, 4).map((h) => h.headers['webhook-id'])).size).toBe(1);
      for (const h of hits) new Webhook(secret).verify(h.body, h.headers as Record<string, string>);
      const log = await until(
        () => logOf(tokens.ll, subscription.id),
        (r) => r.json.data.rows.every((d) => d.status === 'delivered'),
      );
      expect(log.json.data.rows.map((d) => [d.eventType, d.attempts])).toEqual([
        ['claim.status_changed', 1],
        ['claim.created', 4],
      ]);
    } finally {
      await receiver.close();
    }
  });

  it('pages the delivery log and replays a message with its id', async () => {
    const receiver = await startReceiver();
    try {
      const { secret, subscription } = (await subscribe(tokens.vp, receiver.url, ['claim.created'])).json
        .data;
      await fileFreshClaim(server, tokens.pm);
      await fileFreshClaim(server, tokens.pm);
      await receiver.count(2);
      const first = await until(
        () => logOf(tokens.ll, subscription.id, { pageSize: '1' }),
        (r) => r.json.data.rows[0]?.status === 'delivered',
      );
      expect(first.json.data.total).toBe(2);
      expect(first.json.data.rows).toHaveLength(1);
      const second = await logOf(tokens.ll, subscription.id, {
        pageSize: '1',
        cursor: first.json.data.nextCursor!,
      });
      expect(second.json.data.rows).toHaveLength(1);
      expect(second.json.data.rows[0]!.id).not.toBe(first.json.data.rows[0]!.id);

      const original = second.json.data.rows[0]!;
      const replay = await server.call<{ data: WebhookDelivery }>('POST', '/api/webhook/delivery/replay', {
        token: tokens.ll,
        body: { id: original.id },
      });
      expect(replay.status).toBe(201);
      expect(replay.json.data.messageId).toBe(original.messageId);
      const hits = await receiver.count(3);
      expect(hits[2]!.headers['webhook-id']).toBe(original.messageId);
      new Webhook(secret).verify(hits[2]!.body, hits[2]!.headers as Record<string, string>);
      expect((await logOf(tokens.ll, subscription.id)).json.data.total).toBe(3);
    } finally {
      await receiver.close();
    }
  });

  it('keeps a landlord’s subscriptions from another landlord and from rm and pm', async () => {
    const { subscription } = (await subscribe(tokens.ll, 'http://127.0.0.1:9/hook', ['invoice.issued'])).json
      .data;
    const theirs = await server.call<{ data: WebhookSubscription[] }>('GET', '/api/webhook/subscriptions', {
      token: other,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.json.data.map((s) => s.id)).not.toContain(subscription.id);
    expect((await logOf(other, subscription.id)).status).toBe(404);
    const update = await server.call('PUT', '/api/webhook/subscription', {
      token: other,
      body: { id: subscription.id, enabled: false },
    });
    expect(update.status).toBe(404);
    const remove = await server.call('DELETE', '/api/webhook/subscription', {
      token: other,
      query: { id: subscription.id },
    });
    expect(remove.status).toBe(404);
    // Naming another landlord on create is refused too.
    const [mine] = await server.db
      .select({ landlordId: webhookSubscriptions.landlordId })
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, subscription.id));
    const foreign = await subscribe(other, 'http://127.0.0.1:9/hook', ['invoice.issued'], {
      landlordId: mine!.landlordId,
    });
    expect(foreign.status).toBe(404);
    for (const role of ['rm', 'pm'] as const) {
      const res = await server.call('GET', '/api/webhook/subscriptions', { token: tokens[role] });
      expect(res.status).toBe(403);
    }
    // The admin sees it, and names the landlord to create one.
    const admin = await server.call<{ data: WebhookSubscription[] }>('GET', '/api/webhook/subscriptions', {
      token: tokens.admin,
    });
    expect(admin.json.data.map((s) => s.id)).toContain(subscription.id);
    expect((await subscribe(tokens.admin, 'http://127.0.0.1:9/hook', ['invoice.issued'])).status).toBe(400);
  });

  it('disables a subscription after a day of failures and e-mails its owner', async () => {
    const receiver = await startReceiver();
    try {
      receiver.state.failing = () => true;
      const { subscription } = (await subscribe(tokens.ll, receiver.url, ['claim.created'])).json.data;
      await fileFreshClaim(server, tokens.pm);
      await receiver.count(1);
      const pending = await until(
        () => logOf(tokens.ll, subscription.id),
        (r) => (r.json.data.rows[0]?.attempts ?? 0) >= 1,
      );
      const row = pending.json.data.rows[0]!;
      // A day and a minute later (the clock moved, not waited), the next failure turns it off.
      const later = new Date(Date.now() + 24 * 3600_000 + 60_000);
      await deliverSubject(
        { ...server.ctx, clock: { now: () => later } },
        {
          subscriptionId: subscription.id,
          subject: row.subject,
        },
      );
      const [after] = await server.db
        .select()
        .from(webhookSubscriptions)
        .where(eq(webhookSubscriptions.id, subscription.id));
      expect(after!.enabled).toBe(false);
      expect(after!.disabledReason).toMatch(/a day of failed deliveries/);
      const mail = await server.lastDelivered(DEMO.ll);
      expect(mail?.subject).toBe('A webhook was disabled');
      expect(mail?.body).toContain(receiver.url);
    } finally {
      await receiver.close();
    }
  });
});

describe('private addresses without WEBHOOK_ALLOW_PRIVATE', () => {
  let strict: TestServer;
  let ll: string;
  beforeAll(async () => {
    strict = await startTestServer(
      { WEBHOOK_ALLOW_PRIVATE: '0' },
      { jobTimings: { pollingIntervalSeconds: 0.5 } },
    );
    ll = await strict.signIn(DEMO.ll);
  });
  afterAll(() => strict?.close());

  it.each([
    'http://127.0.0.1:4700/hook',
    'http://localhost/hook',
    'http://10.1.2.3/hook',
    'http://192.168.0.10/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
  ])('refuses %s', async (url) => {
    const res = await strict.call<{ message: string }>('POST', '/api/webhook/subscription', {
      token: ll,
      body: { url, events: ['claim.created'] },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(WEBHOOK_TEXTS.urlPrivate);
  });

  it('checks the address again at delivery and sends nothing to a private one', async () => {
    const receiver = await startReceiver();
    try {
      // A subscription whose name resolved to a public address once, now to a private one (rebinding).
      const { subscription } = (
        await strict.call<Created>('POST', '/api/webhook/subscription', {
          token: ll,
          body: { url: 'http://93.184.215.14/hook', events: ['claim.created'] },
        })
      ).json.data;
      await strict.db
        .update(webhookSubscriptions)
        .set({ url: receiver.url })
        .where(eq(webhookSubscriptions.id, subscription.id));
      await fileFreshClaim(strict, await strict.signIn(DEMO.pm));
      const [row] = await until(
        () =>
          strict.db
            .select()
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.subscriptionId, subscription.id)),
        (rows) => (rows[0]?.attempts ?? 0) >= 1,
      );
      expect(row!.lastError).toMatch(/private network address/);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});
