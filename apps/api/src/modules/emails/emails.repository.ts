import { and, eq, getTableColumns, isNull, or } from 'drizzle-orm';
import type { EmailRow, ListParams, Page } from '@lease/contract';
import type { Queryable, Tx } from '../../db/client.js';
import { emails, users } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import { boundedTotal, keyset, outer, searchCondition, withoutSortValue } from '../../platform/db/list.js';

export type EmailRecord = typeof emails.$inferSelect;

const live = isNull(emails.deletedAt);

export function toEmailRow(row: EmailRecord): EmailRow {
  return {
    id: row.id,
    channel: row.channel === 'sms' || row.channel === 'voice' ? row.channel : 'email',
    to: row.toAddress,
    subject: row.subject,
    body: row.body,
    status: row.sentAt ? 'sent' : row.lastError ? 'failed' : 'queued',
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const SORT_KEYS = { createdAt: emails.createdAt, to: emails.toAddress, subject: emails.subject };

export async function listEmails(q: Queryable, access: Access, params: ListParams): Promise<Page<EmailRow>> {
  const where = and(
    live,
    access.addressedTo(outer(emails.toAddress)),
    searchCondition(params.q, [emails.toAddress, emails.subject]),
  );
  const keys = keyset(params, SORT_KEYS, emails.id);
  const [found, total] = await Promise.all([
    keys.page(
      q
        .select({ ...getTableColumns(emails), sortValue: keys.value })
        .from(emails)
        .where(and(where, keys.where))
        .orderBy(...keys.orderBy)
        .limit(keys.limit)
        .offset(keys.offset),
    ),
    boundedTotal(q, q.select({ id: emails.id }).from(emails).where(where)),
  ]);
  return { ...found, ...total, rows: found.rows.map((r) => toEmailRow(withoutSortValue(r))) };
}

export async function findEmail(q: Queryable, access: Access, id: string): Promise<EmailRecord | null> {
  const [row] = await q
    .select()
    .from(emails)
    .where(and(eq(emails.id, id), live, access.addressedTo(outer(emails.toAddress))));
  return row ?? null;
}

export async function hideEmail(q: Tx, id: string, at: Date): Promise<void> {
  await q.update(emails).set({ deletedAt: at }).where(eq(emails.id, id));
}

/** Whether the access may write to an address: its own, a person it manages, or anyone for an admin. */
export async function mayWriteTo(q: Queryable, access: Access, address: string): Promise<boolean> {
  const actor = access.actor;
  if (!actor || actor.role === 'admin') return true;
  const [row] = await q
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, address),
        isNull(users.deletedAt),
        or(eq(users.id, actor.userId), access.people(users)),
      ),
    );
  return Boolean(row);
}

/** A message by id, deleted or not, if the access may read it. */
export async function emailById(q: Queryable, access: Access, id: string): Promise<EmailRecord | null> {
  const [row] = await q
    .select()
    .from(emails)
    .where(and(eq(emails.id, id), access.addressedTo(outer(emails.toAddress))));
  return row ?? null;
}
