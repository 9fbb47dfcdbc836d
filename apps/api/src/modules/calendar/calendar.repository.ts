import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { CalendarColor, CalendarEvent } from '@lease/contract';
import type { Queryable, Tx } from '../../db/client.js';
import { calendarEvents } from '../../db/schema/index.js';

type EventRow = typeof calendarEvents.$inferSelect;

export interface EventValues {
  title: string;
  notes: string | null;
  color: CalendarColor;
  startsAt: Date;
  endsAt: Date;
}

export const toCalendarEvent = (row: EventRow): CalendarEvent => ({
  id: row.id,
  title: row.title,
  notes: row.notes,
  color: row.color,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** A user's events that overlap [from, to), by start: a personal table, so the owner is the whole scope. */
export async function eventsBetween(q: Queryable, userId: string, from: Date, to: Date) {
  return q
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, userId),
        lt(calendarEvents.startsAt, to),
        gt(calendarEvents.endsAt, from),
      ),
    )
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id));
}

/** One of the user's own events, held for a change; another user's answers null, as if it did not exist. */
export async function ownEventForUpdate(q: Queryable, userId: string, id: string): Promise<EventRow | null> {
  const [row] = await q
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function insertEvent(q: Tx, userId: string, values: EventValues, at: Date) {
  const [row] = await q
    .insert(calendarEvents)
    .values({ ...values, userId, createdAt: at })
    .returning();
  return row!;
}

export async function updateEvent(q: Tx, userId: string, id: string, values: EventValues) {
  const [row] = await q
    .update(calendarEvents)
    .set(values)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteEvent(q: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await q
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)))
    .returning({ id: calendarEvents.id });
  return rows.length > 0;
}
