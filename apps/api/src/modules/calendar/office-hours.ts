import type { ComputedEvent } from '@lease/contract';
import { COMPUTED_EVENT_LABELS } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { inOfficeHoursSpan } from '../claims/claims.extras.js';

const ZONE = 'America/New_York';
const DAY = 86_400_000;

/** Minutes east of UTC of Eastern time on a day (at noon UTC, past any 2 AM daylight-saving switch). */
function easternOffsetMinutes(day: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(day.getTime() + DAY / 2))
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/**
 * The claims office hours of file 1 §9 (Tuesdays 1 PM ET, for an hour) that fall in [from, to) and in the
 * configured span (CLAIMS_OFFICE_HOURS); none when no span is configured.
 */
export function officeHoursBetween(ctx: AppContext, from: Date, to: Date): ComputedEvent[] {
  const span = ctx.config.claimsOfficeHours;
  if (!span) return [];
  const out: ComputedEvent[] = [];
  // Day by day in UTC from the day before, as 1 PM ET is the same UTC day.
  for (let t = Math.floor(from.getTime() / DAY) * DAY - DAY; t < to.getTime(); t += DAY) {
    const day = new Date(t);
    if (day.getUTCDay() !== 2) continue;
    const date = day.toISOString().slice(0, 10);
    if (!inOfficeHoursSpan(span, date.slice(5))) continue;
    const starts = new Date(t + 13 * 3_600_000 - easternOffsetMinutes(day) * 60_000);
    if (starts < from || starts >= to) continue;
    out.push({
      id: `office-hours:${date}`,
      kind: 'office-hours',
      title: COMPUTED_EVENT_LABELS['office-hours'],
      detail: 'Tuesdays 1 PM ET: the claims team answers questions',
      date,
      startsAt: starts.toISOString(),
      endsAt: new Date(starts.getTime() + 3_600_000).toISOString(),
      link: '/dashboard/property/claims',
    });
  }
  return out;
}
