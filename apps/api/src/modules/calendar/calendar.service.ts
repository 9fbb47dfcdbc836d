import { calendarTimeIssues, type CalendarColor, type CalendarEvent } from '@lease/contract';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import {
  deleteEvent,
  insertEvent,
  ownEventForUpdate,
  toCalendarEvent,
  updateEvent,
  type EventValues,
} from './calendar.repository.js';

export interface EventInput {
  title: string;
  notes?: string | undefined;
  color: CalendarColor;
  startsAt: string;
  endsAt: string;
}

/** Refuses times the rules do not allow, naming each field as the form does. */
function checkTimes(input: EventInput, now: Date, keptStart?: Date): void {
  const issues = calendarTimeIssues(input, now, keptStart);
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
}

const valuesOf = (input: EventInput): EventValues => ({
  title: input.title,
  notes: input.notes ? input.notes : null,
  color: input.color,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
});

/** Adds an event to the caller's own calendar (file 1 §5, §9). */
export async function addEvent(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: EventInput,
): Promise<CalendarEvent> {
  checkTimes(input, ctx.clock.now());
  return change(
    ctx,
    who,
    { action: 'calendar.create', subjectType: 'calendar_event', from: (e) => ({ subjectId: e.id }) },
    async ({ tx }) => toCalendarEvent(await insertEvent(tx, actor.userId, valuesOf(input), ctx.clock.now())),
  );
}

/**
 * Changes one of the caller's own events. Its start may stay where it was even once past (renaming
 * yesterday's meeting is allowed); a new start must not be in the past.
 */
export async function changeEvent(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: EventInput & { id: string },
): Promise<CalendarEvent> {
  return change(
    ctx,
    who,
    { action: 'calendar.update', subjectType: 'calendar_event', subjectId: input.id },
    async ({ tx }) => {
      const held = await ownEventForUpdate(tx, actor.userId, input.id);
      if (!held) throw notFound('Event');
      checkTimes(input, ctx.clock.now(), held.startsAt);
      const row = await updateEvent(tx, actor.userId, input.id, valuesOf(input));
      return toCalendarEvent(row!);
    },
  );
}

export async function removeEvent(ctx: AppContext, who: Who, actor: Actor, id: string): Promise<void> {
  await change(
    ctx,
    who,
    { action: 'calendar.delete', subjectType: 'calendar_event', subjectId: id },
    async ({ tx }) => {
      if (!(await deleteEvent(tx, actor.userId, id))) throw notFound('Event');
    },
  );
}
