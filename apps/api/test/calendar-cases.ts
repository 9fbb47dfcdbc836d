import type { Role } from '@lease/contract';
import { server, tokens } from './case-helpers.js';

const HOUR = 3_600_000;

/** An hour on the hour, `daysAhead` days from now, in UTC: a slot every rule of the calendar accepts. */
export function futureSlot(daysAhead = 2, hours = 1): { startsAt: string; endsAt: string } {
  const start = Math.floor(Date.now() / HOUR) * HOUR + daysAhead * 24 * HOUR;
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + hours * HOUR).toISOString() };
}

/** A week from the start of today (UTC): a range the events call accepts. */
export function weekRange(): { from: string; to: string } {
  const start = Math.floor(Date.now() / (24 * HOUR)) * 24 * HOUR;
  return { from: new Date(start).toISOString(), to: new Date(start + 7 * 24 * HOUR).toISOString() };
}

/** Adds an event to the role's own calendar through the API; its id. */
export async function eventOf(role: Role, title = 'Walk-through'): Promise<string> {
  const res = await server.call<{ data: { id: string } }>('POST', '/api/calendar/event', {
    token: tokens[role],
    body: { title, color: 'green', ...futureSlot() },
  });
  if (res.status !== 201) throw new Error(`adding an event failed: ${res.status} ${res.text}`);
  return res.json.data.id;
}
