import type { routes } from '@lease/contract';
import { callAt } from '../../api/client';

type Calendar = typeof routes.calendar;

/** The calendar's calls, by address (issue #27): the page loads none of the calendar's zod schemas. */
export const calendarCalls = {
  events: callAt<Calendar['calendarEvents']>({ method: 'GET', path: '/calendar/events', auth: 'user' }),
  create: callAt<Calendar['createCalendarEvent']>({ method: 'POST', path: '/calendar/event', auth: 'user' }),
  update: callAt<Calendar['updateCalendarEvent']>({ method: 'PUT', path: '/calendar/event', auth: 'user' }),
  remove: callAt<Calendar['deleteCalendarEvent']>({
    method: 'DELETE',
    path: '/calendar/event',
    auth: 'user',
  }),
};
