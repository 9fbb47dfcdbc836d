import { z } from 'zod';
import { CALENDAR_COLOR_NAMES, CALENDAR_LIMITS, COMPUTED_EVENT_KINDS } from '../calendar.js';
import { idField, textField } from '../list.js';
import { defineRoute } from '../route.js';
import { ISO_OFFSET_PATTERN, ON_THE_HOUR_PATTERN } from '../patterns.js';

/** The widest range one read answers: a month view shows six weeks, so two months leave room. */
export const CALENDAR_RANGE_MAX_DAYS = 62;
export const CALENDAR_EVENT_MAX_DAYS = 31;
/** File 2 §9: a claim filed 120 days or more after the loss is late (decision 17: the window's end). */
export const FILING_WINDOW_DAYS = 120;

/** The calendar's rules and their messages, the same on the form and on the server. */
export const CALENDAR_TEXTS = {
  titleRequired: 'Event title is required',
  dateRequired: 'Date is required (DD/MM/YYYY)',
  startRequired: 'Start time is required',
  endRequired: 'End time is required',
  pastDate: 'Past dates are not allowed',
  step: 'Times go by the hour (a 60-minute step)',
  endAfterStart: 'The end must be after the start',
  tooLong: `An event lasts at most ${CALENDAR_EVENT_MAX_DAYS} days`,
  created: 'Event added.',
  updated: 'Event saved.',
  deleted: 'Event deleted.',
} as const;

/**
 * A moment as the pickers give it: ISO 8601 with the caller's own offset. The offset is kept on purpose:
 * the wall-clock time it was picked at is what the 60-minute step and 'no past dates' are judged on.
 */
const moment = (label: string) =>
  z
    .string(`${label} is required`)
    .max(40, { message: `${label} must be a date and time`, abort: true })
    .pipe(z.iso.datetime({ offset: true, message: `${label} must be a date and time with its offset` }));

/** Minutes east of UTC that an ISO moment was written in ('Z' is 0). */
export function offsetMinutesOf(iso: string): number {
  const m = ISO_OFFSET_PATTERN.exec(iso);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** Whether an ISO moment sits on the hour of its own wall clock (…T15:00, …T15:00:00.000). */
export const onTheHour = (iso: string): boolean => ON_THE_HOUR_PATTERN.test(iso);

/** The start of the hour `now` is in, on the wall clock of the given offset. */
export function hourStartAt(now: Date, offsetMinutes: number): number {
  const hour = 3_600_000;
  const shift = offsetMinutes * 60_000;
  return Math.floor((now.getTime() + shift) / hour) * hour - shift;
}

/**
 * The time rules of an event (file 1 §5, §9): on the hour, ending after it starts, at most
 * CALENDAR_EVENT_MAX_DAYS long, and not starting before the current hour of the caller's own clock. An
 * event kept at its old start (a past event being renamed) is not judged as past again.
 */
export function calendarTimeIssues(
  times: { startsAt: string; endsAt: string },
  now: Date,
  keptStart?: Date,
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const start = Date.parse(times.startsAt);
  const end = Date.parse(times.endsAt);
  if (!onTheHour(times.startsAt)) issues.push({ path: 'startsAt', message: CALENDAR_TEXTS.step });
  if (!onTheHour(times.endsAt)) issues.push({ path: 'endsAt', message: CALENDAR_TEXTS.step });
  if (end <= start) issues.push({ path: 'endsAt', message: CALENDAR_TEXTS.endAfterStart });
  else if (end - start > CALENDAR_EVENT_MAX_DAYS * 86_400_000)
    issues.push({ path: 'endsAt', message: CALENDAR_TEXTS.tooLong });
  const kept = keptStart?.getTime() === start;
  if (!kept && start < hourStartAt(now, offsetMinutesOf(times.startsAt)))
    issues.push({ path: 'startsAt', message: CALENDAR_TEXTS.pastDate });
  return issues;
}

export const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  notes: z.string().nullable(),
  color: z.enum(CALENDAR_COLOR_NAMES),
  startsAt: z.string(),
  endsAt: z.string(),
  createdAt: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const computedEventSchema = z.object({
  /** Stable across reads: the kind and the record it comes from. */
  id: z.string(),
  kind: z.enum(COMPUTED_EVENT_KINDS),
  title: z.string(),
  detail: z.string().nullable(),
  /** The day it falls on (YYYY-MM-DD); all-day unless it has times. */
  date: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** The portal page that shows the record, opened on it. */
  link: z.string(),
});
export type ComputedEvent = z.infer<typeof computedEventSchema>;

const eventFields = {
  title: textField(CALENDAR_LIMITS.titleMax, 'Title').pipe(z.string().min(1, CALENDAR_TEXTS.titleRequired)),
  notes: textField(CALENDAR_LIMITS.notesMax, 'Notes').optional(),
  color: z.enum(CALENDAR_COLOR_NAMES, 'Colour is red, green, blue, violet or orange').default('blue'),
  startsAt: moment('Start'),
  endsAt: moment('End'),
};

export const calendarEvents = defineRoute({
  id: 'calendar.events',
  method: 'GET',
  writes: false,
  path: '/calendar/events',
  summary:
    "The caller's own events in a range, and the dates of the records in scope that fall in it (lease and coverage ends, claim filing windows, invoice due dates, claims office hours)",
  tag: 'Calendar',
  auth: 'user',
  query: z
    .strictObject({ from: moment('From'), to: moment('To') })
    .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: 'To must be after From', path: ['to'] })
    .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= CALENDAR_RANGE_MAX_DAYS * 86_400_000, {
      message: `A range spans at most ${CALENDAR_RANGE_MAX_DAYS} days`,
      path: ['to'],
    }),
  response: z.object({ events: z.array(calendarEventSchema), computed: z.array(computedEventSchema) }),
});

export const createCalendarEvent = defineRoute({
  id: 'calendar.create',
  method: 'POST',
  writes: true,
  path: '/calendar/event',
  summary: "Adds an event to the caller's own calendar: a title, on the hour, not in the past",
  tag: 'Calendar',
  auth: 'user',
  body: z.strictObject(eventFields),
  response: calendarEventSchema,
});

export const updateCalendarEvent = defineRoute({
  id: 'calendar.update',
  method: 'PUT',
  writes: true,
  path: '/calendar/event',
  summary: "Changes one of the caller's own events; another user's event answers 404",
  tag: 'Calendar',
  auth: 'user',
  body: z.strictObject({ id: idField('Event id'), ...eventFields }),
  response: calendarEventSchema,
});

export const deleteCalendarEvent = defineRoute({
  id: 'calendar.delete',
  method: 'DELETE',
  writes: true,
  path: '/calendar/event',
  summary: "Deletes one of the caller's own events; another user's event answers 404",
  tag: 'Calendar',
  auth: 'user',
  query: z.strictObject({ id: idField('Event id') }),
  response: z.object({ id: z.string() }),
});

export const calendarRoutes = [
  calendarEvents,
  createCalendarEvent,
  updateCalendarEvent,
  deleteCalendarEvent,
] as const;
