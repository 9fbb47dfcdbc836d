// `npm run bench:rent-roll`: a 100,000-row rent roll (BENCH_ROWS) imported on PostgreSQL, then the same file
// again: for each, the upload with its check, the job until done, and the server's peak RSS over its
// baseline (issue #26: ≤ 60 s, memory flat). It needs DATABASE_URL (a PostgreSQL server it may create a
// database on): it makes `bench_rentroll_<pid>` and drops it at the end.
import pg from 'pg';
import { BENCH_SECRETS_KEY, rssKb, signIn, startServer, type BenchServer } from './server.js';

const password = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';
const port = Number(process.env.BENCH_PORT ?? 3697);
const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('bench:rent-roll needs DATABASE_URL (PostgreSQL)');

const name = `bench_rentroll_${process.pid}`;
const admin = async (query: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(query);
  await client.end();
};
await admin(`create database ${name}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${name}`;

interface Status {
  status: string;
  done: number;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

let server: BenchServer | null = null;
try {
  server = await startServer({
    port,
    env: { DATABASE_URL: dbUrl.toString(), SEED_DEMO: '1', SECRETS_KEY: BENCH_SECRETS_KEY },
  });
  const token = await signIn(server.url, 'landlord@demo.test', password);
  const landlordId = await landlordIdOf(server.url, token);
  const listed = await fetch(`${server.url}/api/property/buildings?pageSize=200`, {
    headers: { authorization: token },
  });
  const names = ((await listed.json()) as { data: { rows: { name: string }[] } }).data.rows.map(
    (b) => b.name,
  );
  const lines = ['Property,Unit,Resident,Lease From,Lease To,Actual Rent,Deposit,Status'];
  for (let i = 0; i < rows; i += 1) {
    lines.push(
      `"${names[i % names.length]}",B-${i + 1},"Doe, Jane; John Roe",01/01/2026,12/31/2026,"$1,${String(i % 1000).padStart(3, '0')}.00",1500,Current`,
    );
  }
  const csv = new Blob([lines.join('\r\n')], { type: 'text/csv' });
  const mapping = {
    property: 'Property',
    unit: 'Unit',
    tenants: 'Resident',
    leaseStart: 'Lease From',
    leaseEnd: 'Lease To',
    monthlyRent: 'Actual Rent',
    deposit: 'Deposit',
    status: 'Status',
  };
  const table: string[][] = [];
  for (const run of ['first import', 'same file again']) {
    const form = new FormData();
    form.append('landlordId', landlordId);
    form.append('mapping', JSON.stringify(mapping));
    form.append('file', csv, 'rent-roll.csv');
    const baseline = rssKb(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(server!.pid))), 50);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/property/rent-roll/import`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    });
    const body = (await res.json()) as { data: { id: string }; message?: string };
    if (res.status !== 201) throw new Error(`import refused: ${res.status} ${body.message}`);
    const accepted = performance.now() - started;
    let status: Status;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const s = await fetch(`${server.url}/api/property/rent-roll/import?id=${body.data.id}`, {
        headers: { authorization: token },
      });
      status = ((await s.json()) as { data: Status }).data;
      if (status.status === 'done' || status.status === 'failed') break;
    }
    const total = performance.now() - started;
    clearInterval(sampler);
    if (status.status !== 'done') throw new Error(`import ${status.status}`);
    table.push([
      run,
      `${status.rows.toLocaleString('en-US')}`,
      `${(accepted / 1000).toFixed(1)} s`,
      `${(total / 1000).toFixed(1)} s`,
      `${status.created} / ${status.updated} / ${status.unchanged}`,
      `${(baseline / 1024).toFixed(0)} MB`,
      `+${((peak - baseline) / 1024).toFixed(0)} MB`,
    ]);
  }
  console.log(`\nRent-roll import on PostgreSQL (${(csv.size / 1e6).toFixed(1)} MB file):`);
  console.log(
    '\n| run | rows | upload + check (201) | until done | created / updated / unchanged | RSS before | peak RSS growth |',
  );
  console.log('|---|---:|---:|---:|---|---:|---:|');
  for (const r of table) console.log(`| ${r.join(' | ')} |`);
} finally {
  await server?.stop();
  await admin(`drop database if exists ${name} with (force)`);
}

async function landlordIdOf(url: string, token: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/profile`, { headers: { authorization: token } });
  const id = ((await res.json()) as { data: { landlordId: string | null } }).data.landlordId;
  if (!id) throw new Error('the demo landlord has no landlord id');
  return id;
}
