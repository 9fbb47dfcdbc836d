import { and, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type { ActivityRow, Page } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { activityLog, apiKeys, users } from '../../db/schema/index.js';
import { boundedTotal, keyset } from '../../platform/db/list.js';
import { labelOf, subjectLabels } from './activity.subjects.js';

export interface ActivityFilter {
  userId?: string | undefined;
  /** The actor's e-mail address. */
  user?: string | undefined;
  action?: string | undefined;
  subjectType?: string | undefined;
  subjectId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** An action and those under it: 'notification' finds notification.accept and the rest. */
const actionPrefix = (action: string) => `${action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(f: ActivityFilter): SQL | undefined {
  return and(
    f.userId ? eq(activityLog.actorId, f.userId) : undefined,
    f.user
      ? inArray(
          activityLog.actorId,
          sql`(select ${users.id} from ${users} where ${users.email} = ${f.user.trim().toLowerCase()})`,
        )
      : undefined,
    f.action ? like(activityLog.action, actionPrefix(f.action)) : undefined,
    f.subjectType ? eq(activityLog.subjectType, f.subjectType) : undefined,
    f.subjectId ? eq(activityLog.subjectId, f.subjectId) : undefined,
    f.from ? gte(activityLog.createdAt, f.from) : undefined,
    f.to ? lt(activityLog.createdAt, f.to) : undefined,
  );
}

type ActivityParams = { page: number; pageSize: number; order: 'asc' | 'desc'; cursor?: string | undefined };

/** One page of the Active Log by key, without its total: what an export reads page after page. */
export async function activityPage(
  q: Queryable,
  filter: ActivityFilter,
  params: ActivityParams,
): Promise<Omit<Page<ActivityRow>, 'total' | 'totalExact'>> {
  const where = conditions(filter);
  const keys = keyset({ ...params, sort: 'createdAt' }, { createdAt: activityLog.createdAt }, activityLog.id);
  const found = await keys.page(
    q
      .select({
        id: activityLog.id,
        sortValue: keys.value,
        createdAt: activityLog.createdAt,
        actorId: activityLog.actorId,
        actorEmail: users.email,
        actorName: users.name,
        action: activityLog.action,
        subjectType: activityLog.subjectType,
        subjectId: activityLog.subjectId,
        ip: activityLog.ip,
        apiKeyId: activityLog.apiKeyId,
        apiKeyName: apiKeys.name,
        detail: activityLog.detail,
      })
      .from(activityLog)
      .leftJoin(users, eq(users.id, activityLog.actorId))
      .leftJoin(apiKeys, eq(apiKeys.id, activityLog.apiKeyId))
      .where(and(where, keys.where))
      .orderBy(...keys.orderBy)
      .limit(keys.limit)
      .offset(keys.offset),
  );
  const labels = await subjectLabels(q, found.rows);
  return {
    ...found,
    rows: found.rows.map(({ sortValue: _, ...r }) => ({
      ...r,
      subjectLabel: labelOf(labels, r),
      createdAt: r.createdAt.toISOString(),
      detail: r.detail ?? null,
    })),
  };
}

/** The Active Log, newest first (or oldest), keyset-paged on the (created_at, id) index, with a bounded total. */
export async function listActivity(
  q: Queryable,
  filter: ActivityFilter,
  params: ActivityParams,
): Promise<Page<ActivityRow>> {
  const [found, total] = await Promise.all([
    activityPage(q, filter, params),
    boundedTotal(q, q.select({ id: activityLog.id }).from(activityLog).where(conditions(filter))),
  ]);
  return { ...found, ...total };
}
