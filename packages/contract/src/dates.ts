/**
 * How dates and times are written, on both sides (decision 0026): the web's grids, cards and
 * notifications, and the API's e-mails and PDFs. Free of zod and of any date library, so a light page
 * and the server use the same code.
 *
 * The spec fixes three places, whatever the user chose: detail dialogs YYYY-MM-DD (file 2 §4, §9), the
 * claim wizard's pickers MM/DD/YYYY (file 2 §5) and the calendar's DD/MM/YYYY (file 1 §9). Every other
 * date follows the user's setting, kept with the theme settings; CSV stays ISO (YYYY-MM-DD).
 */

/** The date formats a user may choose; the spec's DD/MM/YYYY first, and the default. */
export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'DD/MM/YYYY';

/** File 2 §4, §9: detail dialogs show dates as YYYY-MM-DD. */
export const DETAIL_DATE_FORMAT: DateFormat = 'YYYY-MM-DD';
/** File 2 §5: the wizard's date pickers read MM/DD/YYYY. */
export const PICKER_DATE_FORMAT: DateFormat = 'MM/DD/YYYY';
/** File 1 §9: the calendar's demo screens show DD/MM/YYYY. */
export const CALENDAR_DATE_FORMAT: DateFormat = 'DD/MM/YYYY';

/**
 * The zone the server writes times in (e-mails, PDFs): US Eastern, the business's own (the claims office
 * hours are Eastern too). The browser writes times in its own zone. Either way the zone is named.
 */
export const SERVER_TIME_ZONE = 'America/New_York';

/** The setting of a stored theme (an older one has none): the default when missing or unknown. */
export function dateFormatOf(theme: { dateFormat?: string } | null | undefined): DateFormat {
  const chosen = theme?.dateFormat;
  return DATE_FORMATS.find((f) => f === chosen) ?? DEFAULT_DATE_FORMAT;
}

type Value = string | Date | null | undefined;

interface Moment {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  dayPeriod: string;
  zone: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The en-US wall clock of a zone (the runtime's own when none), made once per zone. */
function clockOf(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    formatters.set(key, found);
  }
  return found;
}

const isDigits = (text: string) => text.length > 0 && [...text].every((c) => c >= '0' && c <= '9');

/** A calendar day as 'YYYY-MM-DD' (a date column, a due date): read as written, never moved by a zone. */
function plainDay(text: string): Pick<Moment, 'year' | 'month' | 'day'> | null {
  if (text.length !== 10 || text[4] !== '-' || text[7] !== '-') return null;
  const [year = '', month = '', day = ''] = text.split('-');
  if (![year, month, day].every(isDigits)) return null;
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  return { year, month, day };
}

/** The instant a value names; null when missing or unreadable. */
function instantOf(value: Value): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * A timestamp's day on the runtime's own clock, from Date's getters: a browser's first Intl formatter
 * costs tens of milliseconds of one task, paid before a list of dates could paint (issue #33).
 */
const localDay = (at: Date): Pick<Moment, 'year' | 'month' | 'day'> => ({
  year: String(at.getFullYear()),
  month: String(at.getMonth() + 1).padStart(2, '0'),
  day: String(at.getDate()).padStart(2, '0'),
});

/** The moment a timestamp names, on the wall clock of the zone; null when missing or unreadable. */
function momentOf(value: Value, timeZone: string | undefined): Moment | null {
  const at = instantOf(value);
  if (!at) return null;
  const parts: Record<string, string> = {};
  for (const p of clockOf(timeZone).formatToParts(at)) parts[p.type] = p.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    // Some engines write midnight as 24 with hour12 off; with it on, 12 AM is what they all write.
    hour: parts.hour === '00' ? '12' : (parts.hour ?? ''),
    minute: parts.minute ?? '',
    dayPeriod: (parts.dayPeriod ?? '').toUpperCase(),
    zone: parts.timeZoneName ?? '',
  };
}

function written(d: Pick<Moment, 'year' | 'month' | 'day'>, format: DateFormat): string {
  if (format === 'YYYY-MM-DD') return `${d.year}-${d.month}-${d.day}`;
  if (format === 'MM/DD/YYYY') return `${d.month}/${d.day}/${d.year}`;
  return `${d.day}/${d.month}/${d.year}`;
}

/**
 * A date in the given format: a day ('2025-11-30') as written, a timestamp as its day in the zone (the
 * runtime's own when none is given); '' when missing or unreadable.
 */
export function formatDay(value: Value, format: DateFormat = DEFAULT_DATE_FORMAT, timeZone?: string): string {
  const day = typeof value === 'string' ? plainDay(value) : null;
  if (day) return written(day, format);
  if (timeZone === undefined) {
    const at = instantOf(value);
    return at ? written(localDay(at), format) : '';
  }
  const moment = momentOf(value, timeZone);
  return moment ? written(moment, format) : '';
}

/** A time of day with its zone, as the spec writes it (hh:mm AM/PM): '11:01 PM EST'; '' when unreadable. */
export function formatTime(value: Value, timeZone?: string): string {
  const m = momentOf(value, timeZone);
  return m ? `${m.hour}:${m.minute} ${m.dayPeriod} ${m.zone}`.trim() : '';
}

/** A moment: its day in the format, then its time and zone ('27/11/2026 11:01 PM EST'); '' when unreadable. */
export function formatMoment(
  value: Value,
  format: DateFormat = DEFAULT_DATE_FORMAT,
  timeZone?: string,
): string {
  const m = momentOf(value, timeZone);
  return m ? `${written(m, format)} ${m.hour}:${m.minute} ${m.dayPeriod} ${m.zone}`.trim() : '';
}

/** A month ('2025-11', or a day of it) in the format's order: MM/YYYY, or YYYY-MM for the ISO format. */
export function formatMonth(
  value: string | null | undefined,
  format: DateFormat = DEFAULT_DATE_FORMAT,
): string {
  const day = value ? plainDay(value.length === 7 ? `${value}-01` : value) : null;
  if (!day) return value ?? '';
  return format === 'YYYY-MM-DD' ? `${day.year}-${day.month}` : `${day.month}/${day.year}`;
}
