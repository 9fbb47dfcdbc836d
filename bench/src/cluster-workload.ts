// The mix of `npm run bench:cluster`: what a portal's users do in a working day, in shares of 100.
import { benchClaimData } from './claim-data.js';
import pg from 'pg';
import type { CallType } from './open-loop.js';

export interface BenchUser {
  email: string;
  token: string;
  /** A calendar event of theirs, for the change call. */
  eventId: string;
}

const HOUR = 3_600_000;
/** An hour on the hour, days ahead: a slot the calendar accepts. */
export const slot = (daysAhead: number) => {
  const start = Math.floor(Date.now() / HOUR) * HOUR + daysAhead * 24 * HOUR;
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + HOUR).toISOString() };
};

/**
 * `count` new issued policies in force, without tenants, in a building `holder` (a pm) holds, and so its
 * rm, vp and landlord: each takes one claim. Made straight in the database before the run, as the API's
 * tests make theirs.
 */
export async function freshPolicies(
  databaseUrl: string,
  holder: string,
  count: number,
): Promise<{ id: string; state: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; state: string }>(
      `insert into applications (building_id, landlord_id, stage, app_type, rider_id, issue_date, unit_number,
         lease_start_date, lease_end_date, coverage_start_date, coverage_end_date, gross_monthly_rent,
         coverage_amount_requested_months, total_coverage_amount)
       select a.building_id, a.landlord_id, 'Stage05', a.app_type, 'R-B' || substr(md5(random()::text || g), 1, 10),
         current_date - 200, a.unit_number, current_date - 200, current_date + 165, current_date - 200,
         current_date + 165, 2000, 6, 12000
       from generate_series(1, $2) g,
         lateral (select * from applications a where a.building_id in (select building_id from building_grants
           where user_id = (select id from users where email = $1)) limit 1) a
       returning id, (select billing_state from buildings b where b.id = building_id) as state`,
      [holder, count],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** A PDF of `bytes`: its header, then bytes. */
const pdf = (bytes: number, seed: number) => {
  const file = Buffer.alloc(bytes);
  file.write('%PDF-1.7\n');
  for (let i = 16; i < bytes; i += 4096) file[i] = (seed + i) % 251;
  return file;
};

/** A lease and a rent ledger of the sizes scanned ones come in. */
const LEASE = pdf(1_200_000, 1);
const LEDGER = pdf(300_000, 2);
const BOUNDARY = 'lease-bench-boundary-7f3a';
export const CLAIM_UPLOAD_BYTES = LEASE.length + LEDGER.length;

/** The create call's multipart body (claimData, then the files, as file 2 §7 orders them). */
function claimBody(policy: { id: string; state: string }): Buffer {
  const claimData = {
    ...benchClaimData(policy, 'Benchmark claim'),
    leaseTermIscorrect: true,
    securityDeposit: '1500.50',
    occupiedStatus: true,
    keysReturned: true,
    contactTitle: 'Property Manager',
    leaseFile: 'lease.pdf',
    ledgerFile: 'ledger.pdf',
  };
  const part = (name: string, file?: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
    (file ? `; filename="${file}"\r\nContent-Type: application/pdf\r\n\r\n` : '\r\n\r\n');
  return Buffer.concat([
    Buffer.from(`${part('claimData')}${JSON.stringify(claimData)}\r\n${part('leaseFile', 'lease.pdf')}`),
    LEASE,
    Buffer.from(`\r\n${part('ledgerFile', 'ledger.pdf')}`),
    LEDGER,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/**
 * The mix: sign-ins, the grids with their filters and searches, the profile, the notifications, cheap
 * repeatable writes, and claims filed with their files, each on a policy of its own (`claimant` files).
 */
export function workload(
  users: BenchUser[],
  password: string,
  claimant: BenchUser,
  policies: { id: string; state: string }[],
): CallType[] {
  const user = (c: number) => users[c % users.length]!;
  let filed = 0;
  return [
    {
      name: 'sign-in',
      weight: 2,
      make: (c) => ({ method: 'POST', path: '/api/auth/signin', body: { email: user(c).email, password } }),
    },
    {
      name: 'applications grid, filtered',
      weight: 14,
      make: (c) => ({
        method: 'POST',
        path: '/api/property/filterApp',
        token: user(c).token,
        body: { title: 'application', pageSize: 50, sort: 'sf_createdDate', order: 'desc' },
      }),
    },
    {
      name: 'buildings grid',
      weight: 12,
      make: (c) => ({
        method: 'GET',
        path: '/api/property/buildings?pageSize=50&sort=name',
        token: user(c).token,
      }),
    },
    {
      name: 'applications search',
      weight: 8,
      make: (c) => ({
        method: 'POST',
        path: '/api/property/searchDB',
        token: user(c).token,
        body: { label: 'application', q: 'smith', pageSize: 50 },
      }),
    },
    {
      name: 'buildings search',
      weight: 8,
      make: (c) => ({
        method: 'GET',
        path: '/api/property/buildings?pageSize=50&q=park',
        token: user(c).token,
      }),
    },
    {
      name: 'profile',
      weight: 26,
      make: (c) => ({ method: 'GET', path: '/api/auth/profile', token: user(c).token }),
    },
    {
      name: 'notifications (bell)',
      weight: 8,
      make: (c) => ({ method: 'GET', path: '/api/notification', token: user(c).token }),
    },
    {
      name: 'notifications list',
      weight: 8,
      make: (c) => ({ method: 'GET', path: '/api/notification/to?pageSize=20', token: user(c).token }),
    },
    {
      name: 'calendar event added',
      weight: 6,
      make: (c) => ({
        method: 'POST',
        path: '/api/calendar/event',
        token: user(c).token,
        body: { title: 'Bench walk-through', color: 'green', ...slot(2) },
      }),
    },
    {
      name: 'calendar event changed',
      weight: 6,
      make: (c) => ({
        method: 'PUT',
        path: '/api/calendar/event',
        token: user(c).token,
        body: { id: user(c).eventId, title: 'Bench renamed', color: 'blue', ...slot(3) },
      }),
    },
    {
      name: `claim filed (${(CLAIM_UPLOAD_BYTES / 1e6).toFixed(1)} MB in 2 files)`,
      weight: 2,
      make: () => {
        // Past the last fresh policy a claim is a duplicate (409), counted as an error rather than thrown
        // from the load's timer, which would leave the instances running.
        const policy = policies[filed++ % policies.length]!;
        return {
          method: 'POST',
          path: '/api/claim/create',
          token: claimant.token,
          raw: { bytes: claimBody(policy), contentType: `multipart/form-data; boundary=${BOUNDARY}` },
        };
      },
    },
  ];
}
