import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarColor } from '@lease/contract';
import { apiCall } from '../../api/client';
import * as calendarCalls from '@lease/contract/addresses/calendar';
import { calendarKeys } from '../../api/keys/calendarKeys';
import { calendarQueries } from './calendarQueries';

export interface EventDraft {
  title: string;
  notes?: string;
  color: CalendarColor;
  startsAt: string;
  endsAt: string;
}

/** The user's events and the dates of its records in a range. */
export function useCalendarRange(range: { from: string; to: string }) {
  return useQuery({ ...calendarQueries.range(range), placeholderData: keepPreviousData });
}

/** Adding, changing and deleting one's own events; each refreshes every range read. */
export function useEventChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: calendarKeys.all });
  const save = useMutation({
    mutationFn: (draft: EventDraft & { id?: string }) =>
      draft.id
        ? apiCall(calendarCalls.updateCalendarEvent, { body: { ...draft, id: draft.id } })
        : apiCall(calendarCalls.createCalendarEvent, { body: draft }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiCall(calendarCalls.deleteCalendarEvent, { query: { id } }),
    onSuccess: refresh,
  });
  return { save, remove };
}
