import dayjs, { type Dayjs } from 'dayjs';
import { CALENDAR_DATE_FORMAT, type CalendarEvent, type ComputedEvent } from '@lease/contract';

export type CalendarView = 'day' | 'week' | 'month';
export const CALENDAR_VIEWS: { value: CalendarView; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

/** §9: dates as DD/MM/YYYY and times as hh:mm AM/PM on the calendar, whatever the user's setting. */
export const DATE_FORMAT = CALENDAR_DATE_FORMAT;
export const TIME_FORMAT = 'hh:mm A';

/** The days a view shows around a day: the day, its week (Sunday first), or the weeks of its month. */
export function daysOf(view: CalendarView, anchor: Dayjs): Dayjs[] {
  const first =
    view === 'day'
      ? anchor.startOf('day')
      : view === 'week'
        ? anchor.startOf('week')
        : anchor.startOf('month').startOf('week');
  const count =
    view === 'day'
      ? 1
      : view === 'week'
        ? 7
        : Math.ceil(anchor.endOf('month').startOf('week').diff(first, 'day') / 7 + 1) * 7;
  return Array.from({ length: count }, (_, i) => first.add(i, 'day'));
}

/**
 * The range the events call reads for the days shown: local midnights, written with the browser's own
 * offset, so the server reads all-day dates on this calendar's clock.
 */
export function rangeOf(days: Dayjs[]): { from: string; to: string } {
  return { from: days[0]!.format(), to: days[days.length - 1]!.add(1, 'day').startOf('day').format() };
}

export const stepBy = (view: CalendarView, anchor: Dayjs, sign: 1 | -1): Dayjs =>
  anchor.add(sign, view === 'day' ? 'day' : view === 'week' ? 'week' : 'month');

export function titleOf(view: CalendarView, anchor: Dayjs, days: Dayjs[]): string {
  if (view === 'day') return anchor.format('dddd, DD/MM/YYYY');
  if (view === 'month') return anchor.format('MMMM YYYY');
  return `${days[0]!.format(DATE_FORMAT)} – ${days[days.length - 1]!.format(DATE_FORMAT)}`;
}

/** An own event's part of a day, in hours from that day's midnight (0–24); null when it misses the day. */
export function hoursOn(event: CalendarEvent, day: Dayjs): { from: number; to: number } | null {
  const start = dayjs(event.startsAt);
  const end = dayjs(event.endsAt);
  const dayStart = day.startOf('day');
  const dayEnd = dayStart.add(1, 'day');
  if (!start.isBefore(dayEnd) || !end.isAfter(dayStart)) return null;
  const from = start.isBefore(dayStart) ? 0 : start.diff(dayStart, 'minute') / 60;
  const to = end.isAfter(dayEnd) ? 24 : end.diff(dayStart, 'minute') / 60;
  return { from, to };
}

/** The computed dates on a day: all-day ones by their date, timed ones (office hours) by their local day. */
export function computedOn(computed: ComputedEvent[], day: Dayjs): ComputedEvent[] {
  const key = day.format('YYYY-MM-DD');
  return computed.filter((e) => (e.startsAt ? dayjs(e.startsAt).format('YYYY-MM-DD') : e.date) === key);
}

/** Side-by-side columns for overlapping events of a day: each event's column and how many share its time. */
export function columnsOf<T extends { from: number; to: number }>(
  items: T[],
): (T & { col: number; cols: number })[] {
  const sorted = [...items].sort((a, b) => a.from - b.from || b.to - a.to);
  const ends: number[] = [];
  const placed = sorted.map((item) => {
    let col = ends.findIndex((end) => end <= item.from);
    if (col === -1) col = ends.length;
    ends[col] = item.to;
    return { ...item, col };
  });
  return placed.map((p) => ({
    ...p,
    cols: Math.max(...placed.filter((o) => o.from < p.to && o.to > p.from).map((o) => o.col)) + 1,
  }));
}
