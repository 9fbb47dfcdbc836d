import { z } from 'zod';
import { CALENDAR_TEXTS, calendarTimeIssues, createCalendarEvent } from './calendar.js';

/**
 * A value of the date and time pickers, described by shape: the contract does not depend on the web's
 * date library, and reads only the wall-clock parts of what was picked.
 */
export interface PickedMoment {
  isValid(): boolean;
  year(): number;
  month(): number;
  date(): number;
  hour(): number;
  minute(): number;
}

const isPicked = (value: unknown): value is PickedMoment =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PickedMoment).isValid === 'function' &&
  (value as PickedMoment).isValid();

/** A picker's value (null when empty): empty or half-typed is 'required', as before any value is picked. */
const picked = (message: string) => z.custom<PickedMoment>(isPicked, message);

const pad = (n: number) => String(n).padStart(2, '0');

/** A local wall-clock time as the API takes it: ISO 8601 with the browser's own offset at that time. */
function localIso(at: Date): string {
  const offset = -at.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` +
    `T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** The start and end of the picked day and times; an end at 12:00 AM is the midnight that closes the day. */
function momentsOf(day: PickedMoment, start: PickedMoment, end: PickedMoment) {
  const on = (hour: number, minute: number) =>
    localIso(new Date(day.year(), day.month(), day.date(), hour, minute));
  const endsAtMidnight = end.hour() === 0 && end.minute() === 0;
  return {
    startsAt: on(start.hour(), start.minute()),
    endsAt: endsAtMidnight ? on(24, 0) : on(end.hour(), end.minute()),
  };
}

const body = createCalendarEvent.body.shape;

/**
 * The event dialog (file 1 §5, §9): the request's title, notes and colour, a day and a start and end
 * picked apart, checked by the server's time rules (calendarTimeIssues) with each message under the
 * picker it is about. It gives the request body. `keptStart` is the start of the event being changed,
 * which a past event may keep.
 */
export function eventFormSchema(keptStart?: string) {
  return z
    .strictObject({
      title: body.title,
      notes: z.string(),
      color: body.color,
      date: picked(CALENDAR_TEXTS.dateRequired),
      start: picked(CALENDAR_TEXTS.startRequired),
      end: picked(CALENDAR_TEXTS.endRequired),
    })
    .superRefine((form, ctx) => {
      const now = new Date();
      const kept = keptStart === undefined ? undefined : new Date(keptStart);
      const seen = new Set<string>();
      const report = (path: 'date' | 'start' | 'end', message: string) => {
        // One message a picker, the first found, as the dialog shows one.
        if (seen.has(path)) return;
        seen.add(path);
        ctx.addIssue({ code: 'custom', path: [path], message });
      };
      const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
      const pickedDay = new Date(form.date.year(), form.date.month(), form.date.date());
      for (const issue of calendarTimeIssues(momentsOf(form.date, form.start, form.end), now, kept)) {
        if (issue.message === CALENDAR_TEXTS.pastDate)
          report(pickedDay < today ? 'date' : 'start', issue.message);
        else report(issue.path === 'startsAt' ? 'start' : 'end', issue.message);
      }
    })
    .transform(({ title, notes, color, date, start, end }): z.input<typeof createCalendarEvent.body> => ({
      title,
      notes: notes.trim() || undefined,
      color,
      ...momentsOf(date, start, end),
    }))
    .pipe(createCalendarEvent.body);
}
