import { and, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { type ListParams, type Page, type TreeNode } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { buildings, landlords, users } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import { boundedTotal, containsPattern, keyset, outer, searchCondition } from '../../platform/db/list.js';
import { buildingCounts, fromManagers, live, managers, shortUserPage, visible } from './users.scope.js';

/** Tree nodes for users matching a condition, one page, with their visible reports and buildings counted. */
async function userNodes(
  q: Queryable,
  access: Access,
  where: SQL | undefined,
  params: ListParams<'name' | 'email'>,
): Promise<Page<TreeNode>> {
  const { rows: page, ...info } = await shortUserPage(
    q,
    and(where, searchCondition(params.q, [users.name, users.email])),
    params,
  );
  const ids = page.map((r) => r.id);
  if (ids.length === 0) return { rows: [], ...info };
  const [reports, buildingsOf] = await Promise.all([
    q
      .select({ id: managers.managerId, n: count() })
      .from(managers)
      .where(and(inArray(managers.managerId, ids), isNull(managers.deletedAt), visible(access, managers)))
      .groupBy(managers.managerId),
    buildingCounts(q, access, page),
  ]);
  const reportCount = new Map(reports.map((r) => [r.id, r.n]));
  return {
    rows: page.map((r) => ({
      ...r,
      kind: 'user' as const,
      landlordId: r.landlordId ?? '',
      children: reportCount.get(r.id) ?? 0,
      buildings: buildingsOf(r),
    })),
    ...info,
  };
}

/**
 * The top of a landlord's line as the actor sees it (the landlord node stands for its ll users): the
 * users it may see whose manager it may not see, or who report to a landlord user or to no one. For ll
 * and admin those are the vps and any orphans; a vp sees itself there, and the rms of other vps.
 */
export function topOfLine(
  q: Queryable,
  access: Access,
  landlordId: string,
  params: ListParams<'name' | 'email'>,
) {
  const managerShown = sql`exists (select 1 from ${fromManagers} where ${and(
    eq(managers.id, users.managerId),
    isNull(managers.deletedAt),
    sql`${managers.role} <> 'll'`,
    visible(access, managers),
  )})`;
  return userNodes(
    q,
    access,
    and(
      live,
      eq(users.landlordId, landlordId),
      sql`${users.role} <> 'll'`,
      visible(access, users),
      sql`not ${managerShown}`,
    ),
    params,
  );
}

/** The users reporting to one manager, limited to those the actor may see. */
export function reportsOf(
  q: Queryable,
  access: Access,
  managerId: string,
  params: ListParams<'name' | 'email'>,
) {
  return userNodes(q, access, and(live, eq(users.managerId, managerId), visible(access, users)), params);
}

/** The landlord accounts in scope, each with how many of its people the actor sees, and its portfolio size. */
export async function landlordNodes(
  q: Queryable,
  access: Access,
  params: ListParams<'name' | 'email'>,
): Promise<Page<TreeNode>> {
  const owner = sql<string | null>`(select ${users.email} from ${users} where ${and(
    eq(users.landlordId, outer(landlords.id)),
    eq(users.role, 'll'),
    live,
  )} order by ${users.createdAt} limit 1)`;
  const where = and(
    access.landlords(landlords.id),
    params.q
      ? or(searchCondition(params.q, [landlords.name]), sql`${owner} ilike ${containsPattern(params.q)}`)
      : undefined,
  );
  const keys = keyset(params, { name: landlords.name, email: owner }, landlords.id);
  const [page, total] = await Promise.all([
    keys.page(
      q
        .select({
          id: landlords.id,
          sortValue: keys.value,
          name: landlords.name,
          email: owner,
          children: sql<number>`(select count(*) from ${users} where ${and(
            eq(users.landlordId, outer(landlords.id)),
            live,
            sql`${users.role} <> 'll'`,
            visible(access, users),
          )})::int`,
          buildings: sql<number>`(select count(*) from ${buildings} where ${eq(buildings.landlordId, outer(landlords.id))})::int`,
        })
        .from(landlords)
        .where(and(where, keys.where))
        .orderBy(...keys.orderBy)
        .limit(keys.limit)
        .offset(keys.offset),
    ),
    boundedTotal(q, q.select({ id: landlords.id }).from(landlords).where(where)),
  ]);
  return {
    ...page,
    rows: page.rows.map(({ sortValue: _, ...r }) => ({
      ...r,
      kind: 'landlord' as const,
      role: null,
      landlordId: r.id,
    })),
    ...total,
  };
}
