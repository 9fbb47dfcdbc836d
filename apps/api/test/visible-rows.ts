import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/** The ids of each kind of record a user may see. */
export interface Visible {
  buildings: Set<string>;
  landlords: Set<string>;
  users: Set<string>;
  invites: Set<string>;
  /** Applications and policies: those of the visible buildings. */
  applications: Set<string>;
  /** Lines of the Policy Cancel Log: those of the visible buildings. */
  cancellations: Set<string>;
  /** Claims: those of the visible buildings. */
  claims: Set<string>;
  /** Invoices: those with a line of a visible building (an invoice is read in part by rm and pm). */
  invoices: Set<string>;
}

/**
 * What a user may see, computed in plain SQL from DESIGN.md 'Who may see what' — on purpose not with the
 * app's scope conditions, so a list that leaks past them is caught: admin everything; ll and vp their
 * landlord's buildings; rm and pm the buildings of their live grants and those buildings' landlords.
 * People: ll every user of its landlord, vp the rms and pms of its landlord, rm the pms reporting to it,
 * and each itself. Invites: ll and vp their landlord's, rm those it sent.
 */
export async function visibleTo(db: Db, email: string): Promise<Visible> {
  const seen = await visibleWithoutRecords(db, email);
  const records = (await db.execute(sql`select id, building_id from applications`)) as unknown as {
    rows: { id: string; building_id: string }[];
  };
  const applications = new Set(
    records.rows.filter((r) => seen.buildings.has(r.building_id)).map((r) => r.id),
  );
  const log = (await db.execute(sql`select id, building_id from cancellation_log`)) as unknown as {
    rows: { id: string; building_id: string }[];
  };
  const cancellations = new Set(log.rows.filter((r) => seen.buildings.has(r.building_id)).map((r) => r.id));
  const filed = (await db.execute(sql`select id, building_id from claims`)) as unknown as {
    rows: { id: string; building_id: string }[];
  };
  const claims = new Set(filed.rows.filter((r) => seen.buildings.has(r.building_id)).map((r) => r.id));
  const billed = (await db.execute(sql`select invoice_id, building_id from invoice_lines`)) as unknown as {
    rows: { invoice_id: string; building_id: string }[];
  };
  const invoices = new Set(
    billed.rows.filter((r) => seen.buildings.has(r.building_id)).map((r) => r.invoice_id),
  );
  return { ...seen, applications, cancellations, claims, invoices };
}

async function visibleWithoutRecords(
  db: Db,
  email: string,
): Promise<Omit<Visible, 'applications' | 'cancellations' | 'claims' | 'invoices'>> {
  const [me] = await ids(
    db,
    sql`select id || ':' || role || ':' || coalesce(landlord_id::text, '') as id from users where email = ${email}`,
  );
  const [id, role, landlordId] = (me ?? '').split(':');
  if (!id || !role) throw new Error(`no user ${email}`);
  const grants = sql`select building_id as id from building_grants
    where user_id = ${id} and (expires_at is null or expires_at > now())`;
  const landlord = landlordId || null;
  switch (role) {
    case 'admin':
      return {
        buildings: await idsOf(db, sql`select id from buildings`),
        landlords: await idsOf(db, sql`select id from landlords`),
        users: await idsOf(db, sql`select id from users`),
        invites: await idsOf(db, sql`select id from invites`),
      };
    case 'll':
    case 'vp':
      return {
        buildings: await idsOf(db, sql`select id from buildings where landlord_id = ${landlord}`),
        landlords: await idsOf(db, sql`select id from landlords where id = ${landlord}`),
        users: await idsOf(
          db,
          role === 'll'
            ? sql`select id from users where landlord_id = ${landlord}`
            : sql`select id from users where id = ${id} or (landlord_id = ${landlord} and role in ('rm', 'pm'))`,
        ),
        invites: await idsOf(db, sql`select id from invites where landlord_id = ${landlord}`),
      };
    case 'external':
      // Decision 0032: its landlord's portfolio, through the client calls only; no person, no invite.
      return {
        buildings: await idsOf(db, sql`select id from buildings where landlord_id = ${landlord}`),
        landlords: await idsOf(db, sql`select id from landlords where id = ${landlord}`),
        users: await idsOf(db, sql`select id from users where id = ${id}`),
        invites: await idsOf(db, sql`select id from invites where false`),
      };
    default:
      return {
        buildings: await idsOf(db, grants),
        landlords: await idsOf(
          db,
          sql`select distinct landlord_id as id from buildings where id in (${grants})`,
        ),
        users: await idsOf(
          db,
          role === 'rm'
            ? sql`select id from users where id = ${id} or (manager_id = ${id} and role = 'pm')`
            : sql`select id from users where id = ${id}`,
        ),
        invites: await idsOf(
          db,
          role === 'rm'
            ? sql`select id from invites where invited_by = ${id}`
            : sql`select id from invites where false`,
        ),
      };
  }
}

/** What a key narrowed to some buildings reaches: the person's scope cut down (decision 0029, issue #34). */
export interface VisibleToKey extends Visible {
  /** Addresses (e-mail and phone) of the people whose messages the key reads: the person and those it manages. */
  addresses: Set<string>;
}

/**
 * What a key of `email`'s person narrowed to `chosen` may see, in plain SQL again: the person's buildings
 * and their records cut to `chosen`; of the people it manages only rms and pms with at least one live
 * grant and none outside `chosen` (an ll or vp sees every building), and itself.
 */
export async function visibleToKey(db: Db, email: string, chosen: readonly string[]): Promise<VisibleToKey> {
  const whole = await visibleTo(db, email);
  const kept = new Set(chosen);
  const buildings = new Set([...whole.buildings].filter((id) => kept.has(id)));
  const inBuildings = async (table: string, id = 'id') =>
    new Set(
      (
        await rowsOf<{ id: string; building_id: string }>(
          db,
          sql`select ${sql.raw(id)} as id, building_id from ${sql.raw(table)}`,
        )
      )
        .filter((r) => buildings.has(r.building_id))
        .map((r) => r.id),
    );
  const grants = await rowsOf<{ user_id: string; building_id: string }>(
    db,
    sql`select user_id, building_id from building_grants where expires_at is null or expires_at > now()`,
  );
  const people = await rowsOf<{ id: string; role: string; email: string; phone: string | null }>(
    db,
    sql`select id, role, email, phone from users where deleted_at is null`,
  );
  const [me] = people.filter((p) => p.email === email);
  const within = (id: string) => {
    const held = grants.filter((g) => g.user_id === id);
    return held.length > 0 && held.every((g) => kept.has(g.building_id));
  };
  const users = new Set(
    people
      .filter(
        (p) =>
          p.id === me?.id || (whole.users.has(p.id) && (p.role === 'rm' || p.role === 'pm') && within(p.id)),
      )
      .map((p) => p.id),
  );
  const addresses = new Set(
    people.filter((p) => users.has(p.id)).flatMap((p) => (p.phone ? [p.email, p.phone] : [p.email])),
  );
  return {
    ...whole,
    buildings,
    users,
    addresses,
    applications: await inBuildings('applications'),
    cancellations: await inBuildings('cancellation_log'),
    claims: await inBuildings('claims'),
    invoices: await inBuildings('invoice_lines', 'invoice_id'),
  };
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The ids a plain query answers (its `id` column). */
export const idsOf = async (db: Db, query: SQL): Promise<Set<string>> => new Set(await ids(db, query));

async function ids(db: Db, query: SQL): Promise<string[]> {
  const result = (await db.execute(query)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => String(r.id));
}
