import { type Role } from '@lease/contract';
import { tokens } from '../case-helpers.js';
import { eventOf, futureSlot, weekRange } from '../calendar-cases.js';
import type { MatrixCase } from './matrix-case.js';

/** An event to change: the role's own, or a pm's for the external, which has no calendar (decision 0032). */
const ownEvent = (role: Role) => eventOf(role === 'external' ? 'pm' : role);

/** The calendar routes' cases. */
export const calendarCases: Record<string, MatrixCase> = {
  // Calendar: a user's own events (another user's event answers 404) and the dates of records in scope.
  'calendar.events': {
    input: () => ({ query: weekRange() }),
    crossLandlord: { none: "takes a range, not an id; the caller's own events and the dates of its scope" },
  },
  'calendar.create': {
    input: () => ({ body: { title: 'Matrix walk-through', color: 'violet', ...futureSlot() } }),
    crossLandlord: { none: "adds only to the caller's own calendar" },
  },
  'calendar.update': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { id: await ownEvent(role), title: 'Matrix renamed', color: 'red', ...futureSlot(3) } },
    }),
    crossLandlord: (f) => ({ body: { id: f.otherEventId, title: 'Not mine', ...futureSlot(3) } }),
  },
  'calendar.delete': {
    prepare: async (role) => ({ token: tokens[role], input: { query: { id: await ownEvent(role) } } }),
    crossLandlord: (f) => ({ query: { id: f.otherEventId } }),
  },
};
