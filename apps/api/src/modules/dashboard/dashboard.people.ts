import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { ATTENTION_ITEMS_MAX, DUE_SOON_DAYS, INVOICE_STATUS_LABELS, ROLE_LABELS } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { invites, invoices, notifications, users } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import { addDays, countWhere, type SectionRows } from './dashboard.section.js';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Access requests waiting for the caller's answer (the From page); personal, so the caller is the scope. */
export const pendingRequestsWhere = (userId: string): SQL =>
  and(
    eq(notifications.recipientId, userId),
    isNull(notifications.recipientDeletedAt),
    eq(notifications.status, 'pending'),
  ) ?? sql`false`;

export async function pendingRequests(q: Queryable, userId: string): Promise<SectionRows> {
  const where = pendingRequestsWhere(userId);
  const rows = await q
    .select({
      id: notifications.id,
      type: notifications.type,
      from: users.name,
      role: users.role,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.requestorId))
    .where(where)
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(ATTENTION_ITEMS_MAX);
  return {
    count: await countWhere(q, notifications, where),
    items: rows.map((r) => ({
      id: r.id,
      title: `${r.from} (${ROLE_LABELS[r.role]})`,
      detail: r.type === 'userproperty' ? 'Asks for a portfolio' : 'Asks for buildings',
      date: day(r.createdAt),
      status: null,
      link: '/dashboard/notification/from',
    })),
  };
}

/**
 * Invites not yet answered and not expired, of those the caller may list: an admin follows the landlord
 * invites it sends (its menu's Landlord Invite), the others their line's invites (Delegation → Invite).
 */
export const pendingInvitesWhere = (access: Access): SQL =>
  and(
    access.invites({ landlordId: invites.landlordId, invitedBy: invites.invitedBy }),
    access.actor?.role === 'admin' ? eq(invites.type, 'landlord') : undefined,
    eq(invites.status, 'pending'),
    gt(invites.expiresAt, access.now),
  ) ?? sql`false`;

export async function pendingInvites(q: Queryable, access: Access, link: string): Promise<SectionRows> {
  const where = pendingInvitesWhere(access);
  const rows = await q
    .select({ id: invites.id, email: invites.email, role: invites.role, expiresAt: invites.expiresAt })
    .from(invites)
    .where(where)
    .orderBy(asc(invites.expiresAt), asc(invites.id))
    .limit(ATTENTION_ITEMS_MAX);
  return {
    count: await countWhere(q, invites, where),
    items: rows.map((r) => ({
      id: r.id,
      title: r.email,
      detail: ROLE_LABELS[r.role],
      date: day(r.expiresAt),
      status: null,
      link,
    })),
  };
}

/** Invoices in scope to pay now: past due, disputed, or open and due within DUE_SOON_DAYS. */
export const invoicesDueWhere = (access: Access, today: string): SQL =>
  and(
    access.where('invoices'),
    or(
      inArray(invoices.status, ['past_due', 'disputed']),
      and(eq(invoices.status, 'open'), lte(invoices.dueDate, addDays(today, DUE_SOON_DAYS))),
    ),
  ) ?? sql`false`;

export async function invoicesDue(q: Queryable, access: Access, today: string): Promise<SectionRows> {
  const where = invoicesDueWhere(access, today);
  const rows = await q
    .select({ id: invoices.id, number: invoices.number, dueDate: invoices.dueDate, status: invoices.status })
    .from(invoices)
    .where(where)
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(ATTENTION_ITEMS_MAX);
  return {
    count: await countWhere(q, invoices, where),
    items: rows.map((r) => ({
      id: r.id,
      title: r.number,
      detail: null,
      date: r.dueDate,
      status: INVOICE_STATUS_LABELS[r.status],
      link: `/dashboard/invoice?invoice=${r.id}`,
    })),
  };
}
