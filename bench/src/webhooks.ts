// `npm run bench:webhooks`: webhook delivery latency, from the change that emits the event (its call's
// sending, before its commit) to the receiver's receipt, p50 and p99 over BENCH_EVENTS (300) events sent at
// BENCH_RATE (10) a second to a receiver on 127.0.0.1. The events are claim.created of the claims the
// landlord can file, then replays of those messages (each one a change writing its outbox row and job
// in its transaction, like any event), round robin over the claims. PGlite, or PostgreSQL with
// DATABASE_URL. The commit wakes the delivery worker (LISTEN/NOTIFY, decision 11); before that the
// queue's 2 s poll bounded the latency of an idle queue.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { benchClaimData } from './claim-data.js';
import { BENCH_SECRETS_KEY, freshDatabase, signIn, startServer, type BenchServer } from './server.js';
import { measured } from './samples.js';

const password = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';
const port = Number(process.env.BENCH_PORT ?? 4710);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 300);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const CLAIMS = 10;
const PDF = new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' });

/** Per subject, the commit times of the messages still to arrive, in order (a subject's go in order). */
const waiting = new Map<string, number[]>();
const latencies: number[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const at = performance.now();
    const claimId = (JSON.parse(body) as { data: { claimId: string } }).data.claimId;
    const sent = waiting.get(claimId)?.shift();
    if (sent !== undefined) latencies.push(at - sent);
    res.end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/bench`;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const dbUrl = await freshDatabase(process.env.DATABASE_URL, 'bench_webhooks');
let server: BenchServer | null = null;
try {
  const env: Record<string, string> = { WEBHOOK_ALLOW_PRIVATE: '1' };
  if (dbUrl) Object.assign(env, { DATABASE_URL: dbUrl, SEED_DEMO: '1', SECRETS_KEY: BENCH_SECRETS_KEY });
  server = await startServer({ port, env });
  const base = server.url;
  const token = await signIn(base, 'landlord@demo.test', password);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: (await res.json()) as { data: never } };
  };
  const sub = await call('POST', '/webhook/subscription', { url: hookUrl, events: ['claim.created'] });
  const subscriptionId = (sub.json.data as { subscription: { id: string } }).subscription.id;

  // claim.created for each claim the landlord can file (its policies in force with none yet).
  const listed = await call('POST', '/property/policy', { pageSize: 200 });
  const policies = (
    listed.json.data as { rows: { app_id: string; billingState: string; policy_status: string }[] }
  ).rows.filter((p) => p.policy_status === 'in_force');
  let filed = 0;
  for (const policy of policies) {
    if (filed === CLAIMS) break;
    const people = await call('GET', `/claim/tenants?riderId=${policy.app_id}`);
    const records = (people.json.data as { tenant_result: { records: { id: string; name: string }[] } })
      .tenant_result.records;
    const form = new FormData();
    form.append(
      'claimData',
      JSON.stringify({
        ...benchClaimData({ id: policy.app_id, state: policy.billingState }, 'Webhook benchmark'),
        tenants: records.map((t) => ({ id: t.id, name: t.name, Date_of_Birth__c_changed: '1990-01-01' })),
      }),
    );
    form.append('leaseFile', PDF, 'lease.pdf');
    form.append('ledgerFile', PDF, 'ledger.pdf');
    const res = await fetch(`${base}/api/claim/create`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    });
    if (res.status !== 201) continue;
    filed += 1;
  }
  // The filed claims' messages, once delivered: what the replays send again.
  let deliveries: { id: string; subject: string; status: string }[] = [];
  for (let i = 0; i < 100 && deliveries.filter((d) => d.status === 'delivered').length < filed; i += 1) {
    await new Promise((r) => setTimeout(r, 300));
    deliveries = (
      (await call('GET', `/webhook/deliveries?subscriptionId=${subscriptionId}&pageSize=200`)).json.data as {
        rows: typeof deliveries;
      }
    ).rows;
  }
  latencies.length = 0;
  waiting.clear();
  if (deliveries.length === 0) throw new Error('no claim could be filed: nothing to replay');

  const started = performance.now();
  const sends: Promise<void>[] = [];
  for (let i = 0; i < EVENTS; i += 1) {
    const target = deliveries[i % deliveries.length]!;
    const claimId = target.subject.slice('claim:'.length);
    await new Promise((r) => setTimeout(r, Math.max(0, started + (i * 1000) / RATE - performance.now())));
    // Timed from the call's sending, which precedes its commit (an upper bound of commit → receipt): woken
    // at the commit, a message can reach the receiver before the call's answer reaches the bench.
    const queue = waiting.get(claimId) ?? [];
    queue.push(performance.now());
    waiting.set(claimId, queue);
    sends.push(
      call('POST', '/webhook/delivery/replay', { id: target.id }).then(({ status }) => {
        if (status !== 201) throw new Error(`replay answered ${status}`);
      }),
    );
  }
  await Promise.all(sends);
  const deadline = Date.now() + 60_000;
  while (latencies.length < EVENTS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const sorted = [...measured(latencies, 'webhooks, call → receipt')].sort((a, b) => a - b);
  console.log(
    `webhooks on ${dbUrl ? 'PostgreSQL' : 'PGlite'}: ${sorted.length}/${EVENTS} events at ${RATE}/s over ${deliveries.length} subjects; call → receipt p50 ${pct(sorted, 0.5).toFixed(0)} ms, p99 ${pct(sorted, 0.99).toFixed(0)} ms, max ${sorted[sorted.length - 1]!.toFixed(0)} ms`,
  );
} finally {
  await server?.stop();
  receiver.close();
}
