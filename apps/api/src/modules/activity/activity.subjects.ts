import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { applications, buildings, claims, invoices, landlords, users } from '../../db/schema/index.js';
import { isUuid } from '../../platform/uuid.js';

/** A subject as the log stores it: its type and the id written with the change. */
export interface Subject {
  subjectType: string;
  subjectId: string | null;
}

/** Where a subject type's name lives: the row's id column and the column people know it by. */
const NAMED: Record<string, { table: PgTable; id: PgColumn; label: PgColumn }> = {
  user: { table: users, id: users.id, label: users.email },
  claim: { table: claims, id: claims.id, label: claims.name },
  invoice: { table: invoices, id: invoices.id, label: invoices.number },
  landlord: { table: landlords, id: landlords.id, label: landlords.name },
  building: { table: buildings, id: buildings.id, label: buildings.name },
  application: { table: applications, id: applications.id, label: applications.riderId },
  policy: { table: applications, id: applications.id, label: applications.riderId },
};

const keyOf = (type: string, id: string) => `${type}:${id}`;

/**
 * The names of a page's subjects (an e-mail, a claim or invoice number, a rider id), so the log reads as
 * people know its records rather than as ids: one indexed query per subject type on the page. A subject
 * whose record is gone, or whose type has no name, has none.
 */
export async function subjectLabels(q: Queryable, rows: readonly Subject[]): Promise<Map<string, string>> {
  const wanted = new Map<string, Set<string>>();
  for (const { subjectType, subjectId } of rows) {
    if (!subjectId || !NAMED[subjectType] || !isUuid(subjectId)) continue;
    const ids = wanted.get(subjectType) ?? new Set<string>();
    wanted.set(subjectType, ids.add(subjectId.toLowerCase()));
  }
  const labels = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([type, ids]) => {
      const { table, id, label } = NAMED[type]!;
      const found = await q
        .select({ id, label })
        .from(table)
        .where(inArray(id, [...ids]));
      for (const row of found) {
        if (typeof row.label === 'string') labels.set(keyOf(type, String(row.id)), row.label);
      }
    }),
  );
  return labels;
}

/** The name found for one subject, or null. */
export function labelOf(labels: Map<string, string>, { subjectType, subjectId }: Subject): string | null {
  return subjectId ? (labels.get(keyOf(subjectType, subjectId.toLowerCase())) ?? null) : null;
}
