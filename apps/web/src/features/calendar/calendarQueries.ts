import type { RouteInput, routes } from '@lease/contract';
import * as calendarCalls from '@lease/contract/addresses/calendar';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { calendarKeys } from '../../api/keys/calendarKeys';

type CalendarRange = RouteInput<typeof routes.calendar.calendarEvents>['query'];

/** The reads of the calendar (docs/conventions.md, "Reads"). */
export const calendarQueries = {
  /** The user's events and the dates of its records in a range. */
  range: (range: CalendarRange) =>
    queryOptions({
      queryKey: calendarKeys.range(range),
      queryFn: () => apiCall(calendarCalls.calendarEvents, { query: range }),
    }),
};
