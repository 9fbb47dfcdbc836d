import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RentRollImport, RentRollMapping } from '@lease/contract';
import type { Queryable, Tx } from '../../db/client.js';
import { buildings, rentRollImports, rentRollMappings } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import type { RentRollRow } from './rent-roll.csv.js';

/** What one batch did: rows inserted, rows whose hash differed (updated), the rest unchanged. */
export interface BatchCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/**
 * A landlord's buildings, each marked whether the import may write into it: those `access` reaches (a
 * key narrowed to some buildings reaches only those), or for the job, the ids its import was started with.
 */
export const landlordBuildings = (
  q: Queryable,
  landlordId: string,
  access: Access,
  within: string[] | null,
) =>
  q
    .select({
      id: buildings.id,
      name: buildings.name,
      inReach: sql<boolean>`${and(access.where('buildings'), within ? inArray(buildings.id, within) : undefined)}`,
    })
    .from(buildings)
    .where(eq(buildings.landlordId, landlordId));

/**
 * Upserts a batch of rows on the natural key (landlord, building, unit, lease start) in one statement:
 * a new key inserts an application at stage 00 (the PMS intake) as Auto Enroll; a known key whose hash
 * differs updates the lease, rent, deposit and status (never its stage); the same hash changes nothing.
 * The partial unique index settles two imports at once: the second waits for the first and finds its row.
 * Tenants of the rows written are replaced by the row's names.
 */
export async function upsertRentRollBatch(
  tx: Tx,
  landlordId: string,
  rows: RentRollRow[],
): Promise<BatchCounts> {
  if (rows.length === 0) return { created: 0, updated: 0, unchanged: 0 };
  // One JSON parameter per batch (a parameter per value would pass PostgreSQL's 65,535 at 8,192 rows).
  const input = JSON.stringify(
    rows.map((r, ord) => ({
      building_id: r.buildingId,
      unit: r.unit,
      lease_start: r.leaseStart,
      lease_end: r.leaseEnd,
      rent: r.monthlyRent,
      deposit: r.deposit,
      active: r.activeLease,
      hash: r.hash,
      ord,
    })),
  );
  const result = (await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as t(building_id uuid, unit text, lease_start date,
        lease_end date, rent numeric, deposit numeric, active boolean, hash text, ord int)
    )
    insert into applications as a (building_id, landlord_id, stage, app_type, unit_number, lease_start_date,
      lease_end_date, gross_monthly_rent, deposit, active_lease, rent_roll_hash)
    select building_id, ${landlordId}::uuid, 'Stage00', 'AE', unit, lease_start, lease_end, rent, deposit, active, hash
    from input order by ord
    on conflict (landlord_id, building_id, unit_number, lease_start_date) where rent_roll_hash is not null
    do update set lease_end_date = excluded.lease_end_date, gross_monthly_rent = excluded.gross_monthly_rent,
      deposit = excluded.deposit, active_lease = excluded.active_lease, rent_roll_hash = excluded.rent_roll_hash
    where a.rent_roll_hash is distinct from excluded.rent_roll_hash
    returning a.id::text as id, a.building_id::text as building_id, a.unit_number, a.lease_start_date::text as lease_start,
      (a.xmax = 0) as inserted`)) as unknown as {
    rows: { id: string; building_id: string; unit_number: string; lease_start: string; inserted: boolean }[];
  };
  const written = result.rows;
  if (written.length > 0) {
    const byKey = new Map(rows.map((r) => [`${r.buildingId}|${r.unit}|${r.leaseStart}`, r]));
    const people = written.flatMap((w) =>
      (byKey.get(`${w.building_id}|${w.unit_number}|${w.lease_start}`)?.tenants ?? []).map((t, i) => ({
        application_id: w.id,
        position: i + 1,
        first_name: t.firstName,
        last_name: t.lastName,
      })),
    );
    await tx.execute(sql`
      delete from tenants where application_id in (
        select value::uuid from jsonb_array_elements_text(${JSON.stringify(written.map((w) => w.id))}::jsonb))`);
    if (people.length > 0) {
      await tx.execute(sql`
        insert into tenants (application_id, position, first_name, last_name)
        select * from jsonb_to_recordset(${JSON.stringify(people)}::jsonb)
          as t(application_id uuid, position smallint, first_name text, last_name text)`);
    }
  }
  const created = written.filter((w) => w.inserted).length;
  const updated = written.length - created;
  return { created, updated, unchanged: rows.length - written.length };
}

export async function rememberedMapping(q: Queryable, landlordId: string): Promise<RentRollMapping | null> {
  const [row] = await q
    .select({ mapping: rentRollMappings.mapping })
    .from(rentRollMappings)
    .where(eq(rentRollMappings.landlordId, landlordId));
  return row?.mapping ?? null;
}

export async function rememberMapping(
  tx: Tx,
  landlordId: string,
  mapping: RentRollMapping,
  userId: string,
  at: Date,
) {
  await tx
    .insert(rentRollMappings)
    .values({ landlordId, mapping, updatedBy: userId, updatedAt: at })
    .onConflictDoUpdate({
      target: rentRollMappings.landlordId,
      set: { mapping, updatedBy: userId, updatedAt: at },
    });
}

export type ImportRecord = typeof rentRollImports.$inferSelect;

export async function findImport(q: Queryable, id: string, forUpdate = false): Promise<ImportRecord | null> {
  const query = q.select().from(rentRollImports).where(eq(rentRollImports.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** An import of a landlord, or null: what the status call reads within the caller's landlord. */
export async function findImportOf(
  q: Queryable,
  id: string,
  landlordId: string | null,
): Promise<ImportRecord | null> {
  const [row] = await q
    .select()
    .from(rentRollImports)
    .where(
      landlordId
        ? and(eq(rentRollImports.id, id), eq(rentRollImports.landlordId, landlordId))
        : eq(rentRollImports.id, id),
    );
  return row ?? null;
}

export const presentImport = (r: ImportRecord): RentRollImport => ({
  id: r.id,
  landlordId: r.landlordId,
  fileName: r.fileName,
  status: r.status,
  rows: r.rowsTotal,
  done: r.rowsDone,
  created: r.created,
  updated: r.updated,
  unchanged: r.unchanged,
  skipped: r.skipped,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/** A new import of a stored file, as the job will run it. */
export async function insertImport(tx: Tx, values: typeof rentRollImports.$inferInsert) {
  const [created] = await tx.insert(rentRollImports).values(values).returning();
  return created!;
}
