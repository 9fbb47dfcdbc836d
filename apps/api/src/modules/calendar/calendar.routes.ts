import type { FastifyInstance } from 'fastify';
import { CALENDAR_TEXTS, offsetMinutesOf, routes } from '@lease/contract';
import { accessFor } from '../../platform/auth/access.js';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { whoOf } from '../../platform/http/who.js';
import { recordDates } from './calendar.computed.js';
import { eventsBetween, toCalendarEvent } from './calendar.repository.js';
import { addEvent, changeEvent, removeEvent } from './calendar.service.js';
import { officeHoursBetween } from './office-hours.js';

const { calendar } = routes;

/** The day an ISO moment falls on, on the wall clock it was written in. */
const dayOf = (iso: string): string => iso.slice(0, 10);
/** The last day before an (exclusive) end moment, on the wall clock it was written in. */
const dayBefore = (iso: string): string =>
  new Date(Date.parse(iso) - 1 + offsetMinutesOf(iso) * 60_000).toISOString().slice(0, 10);

/** The calendar (file 1 §5, §9): the user's own events and the dates of the records in scope. */
export function registerCalendarRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, calendar.calendarEvents, async ({ actor, query }) => {
    const from = new Date(query.from);
    const to = new Date(query.to);
    const access = accessFor(ctx, actor);
    const own = await eventsBetween(ctx.database.db, actor.userId, from, to);
    // [from, to) are the caller's own midnights: its days are read on its own clock, not the server's.
    const days = { from: dayOf(query.from), to: dayBefore(query.to) };
    const dated = await recordDates(ctx.database.db, access, days);
    return {
      data: {
        events: own.map(toCalendarEvent),
        computed: [...dated, ...officeHoursBetween(ctx, from, to)],
      },
    };
  });
  registerRoute(app, ctx, calendar.createCalendarEvent, async ({ actor, body, request }) => ({
    status: 201,
    message: CALENDAR_TEXTS.created,
    data: await addEvent(ctx, whoOf(actor, request), actor, body),
  }));
  registerRoute(app, ctx, calendar.updateCalendarEvent, async ({ actor, body, request }) => ({
    message: CALENDAR_TEXTS.updated,
    data: await changeEvent(ctx, whoOf(actor, request), actor, body),
  }));
  registerRoute(app, ctx, calendar.deleteCalendarEvent, async ({ actor, query, request }) => {
    await removeEvent(ctx, whoOf(actor, request), actor, query.id);
    return { message: CALENDAR_TEXTS.deleted, data: { id: query.id } };
  });
}
