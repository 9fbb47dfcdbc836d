// `npm run bench:claims`: a claim with 12 files of 12 MB (lease, ledger and ten others) filed three times,
// its time and the server's peak memory growth while the files stream in (goal ≤ 64 MB), on PGlite, or on
// PostgreSQL when DATABASE_URL names one.
import { benchClaimData } from './claim-data.js';
import { BENCH_SECRETS_KEY, freshDatabase, rssKb, signIn, startServer, type BenchServer } from './server.js';

const password = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';
const port = Number(process.env.BENCH_PORT ?? 3690);
const adminUrl = process.env.DATABASE_URL;
const FILE_BYTES = 12_000_000;
const RUNS = 3;

/** A 12 MB file that is what its name says: a PDF header, then bytes. */
const pdfOf = (seed: number) => {
  const bytes = new Uint8Array(FILE_BYTES);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  for (let i = 16; i < bytes.length; i += 4096) bytes[i] = (seed + i) % 251;
  return new Blob([bytes], { type: 'application/pdf' });
};

const dbUrl = await freshDatabase(adminUrl, 'bench_claims');
let server: BenchServer | null = null;
try {
  const env: Record<string, string> = dbUrl
    ? { DATABASE_URL: dbUrl, SEED_DEMO: '1', SECRETS_KEY: BENCH_SECRETS_KEY }
    : {};
  server = await startServer({ port, env });
  const token = await signIn(server.url, 'landlord@demo.test', password);
  const listed = await fetch(`${server.url}/api/property/policy`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ pageSize: 200 }),
  });
  const policies = (
    (await listed.json()) as {
      data: {
        rows: { app_id: string; billingState: string; policy_status: string; tenant_1_name: string | null }[];
      };
    }
  ).data.rows.filter((p) => p.policy_status !== 'cancelled');
  const files = Array.from({ length: 12 }, (_, i) => pdfOf(i));
  const rows: (string | number)[][] = [];
  let claimed = 0;
  for (const policy of policies) {
    if (claimed === RUNS) break;
    const people = await fetch(`${server.url}/api/claim/tenants?riderId=${policy.app_id}`, {
      headers: { authorization: token },
    });
    const records = (
      (await people.json()) as { data: { tenant_result: { records: { id: string; name: string }[] } } }
    ).data.tenant_result.records;
    const claimData = {
      ...benchClaimData({ id: policy.app_id, state: policy.billingState }, 'Benchmark claim'),
      tenants: records.map((t) => ({ id: t.id, name: t.name, Date_of_Birth__c_changed: '1990-01-01' })),
    };
    const form = new FormData();
    form.append('claimData', JSON.stringify(claimData));
    form.append('leaseFile', files[0]!, 'lease.pdf');
    form.append('ledgerFile', files[1]!, 'ledger.pdf');
    for (let i = 2; i < 12; i += 1) form.append('otherFiles', files[i]!, `other-${i}.pdf`);

    const baseline = rssKb(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(server!.pid))), 10);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/claim/create`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    });
    const ms = performance.now() - started;
    clearInterval(sampler);
    const text = await res.text();
    // A policy already claimed on, or whose cover has not begun, takes no claim: the next one is tried.
    if (res.status === 409 || (res.status === 400 && text.includes('future policy'))) continue;
    if (res.status !== 201) throw new Error(`claim failed: ${res.status} ${text}`);
    claimed += 1;
    rows.push([
      `claim ${claimed}`,
      `${((12 * FILE_BYTES) / 1e6).toFixed(0)} MB in 12 files`,
      `${(ms / 1000).toFixed(2)} s`,
      `${((12 * FILE_BYTES) / 1e6 / (ms / 1000)).toFixed(0)} MB/s`,
      `${((peak - baseline) / 1024).toFixed(1)} MB`,
    ]);
  }
  if (claimed < RUNS) throw new Error(`only ${claimed} policies could take a bench claim`);
  console.log(`\nClaims with 12 files of 12 MB (${dbUrl ? 'PostgreSQL' : 'PGlite'}):`);
  console.log('\n| run | upload | time | rate | server RSS growth |\n|---|---|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
} finally {
  await server?.stop();
}
