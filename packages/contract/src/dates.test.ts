import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  dateFormatOf,
  DEFAULT_DATE_FORMAT,
  formatDay,
  formatMoment,
  formatMonth,
  formatTime,
  SERVER_TIME_ZONE,
} from './dates.js';
import { DEFAULT_THEME, themeSettingsSchema } from './theme.js';

const EVENING = '2026-11-28T04:01:00.000Z'; // 27 November 2026, 11:01 PM in New York (EST)
const SUMMER = '2026-07-04T16:30:00.000Z'; // 4 July 2026, 12:30 PM in New York (EDT)

describe('one way to write a date (decision 0026)', () => {
  it('writes a day in each of the three formats, the spec’s DD/MM/YYYY by default', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('DD/MM/YYYY');
    expect(formatDay('2025-11-30')).toBe('30/11/2025');
    expect(formatDay('2025-11-30', 'MM/DD/YYYY')).toBe('11/30/2025');
    expect(formatDay('2025-11-30', 'YYYY-MM-DD')).toBe('2025-11-30');
  });

  it('reads a plain day as written, never moved by a zone', () => {
    for (const zone of ['Pacific/Honolulu', 'Pacific/Kiritimati', 'UTC'])
      expect(formatDay('2025-01-01', 'MM/DD/YYYY', zone)).toBe('01/01/2025');
  });

  it('writes a timestamp as its day in the zone asked for', () => {
    expect(formatDay(EVENING, 'DD/MM/YYYY', SERVER_TIME_ZONE)).toBe('27/11/2026');
    expect(formatDay(EVENING, 'DD/MM/YYYY', 'UTC')).toBe('28/11/2026');
    expect(formatDay(new Date(EVENING), 'YYYY-MM-DD', SERVER_TIME_ZONE)).toBe('2026-11-27');
  });

  it('writes a timestamp with no zone as its day on the runtime’s clock, as the moment’s own day', () => {
    for (let hour = 0; hour < 48; hour += 1) {
      const at = new Date(Date.UTC(2026, 2, 7, hour, 30));
      for (const format of DATE_FORMATS)
        expect(formatDay(at.toISOString(), format)).toBe(formatMoment(at, format).split(' ')[0]);
    }
  });

  it('writes a moment with hh:mm AM/PM and its zone, standard and daylight time alike', () => {
    expect(formatMoment(EVENING, 'DD/MM/YYYY', SERVER_TIME_ZONE)).toBe('27/11/2026 11:01 PM EST');
    expect(formatMoment(EVENING, 'MM/DD/YYYY', SERVER_TIME_ZONE)).toBe('11/27/2026 11:01 PM EST');
    expect(formatMoment(SUMMER, 'YYYY-MM-DD', SERVER_TIME_ZONE)).toBe('2026-07-04 12:30 PM EDT');
    expect(formatMoment('2026-03-07T00:05:00Z', 'DD/MM/YYYY', 'UTC')).toBe('07/03/2026 12:05 AM UTC');
    expect(formatTime(EVENING, 'America/Los_Angeles')).toBe('08:01 PM PST');
  });

  it('writes a month in the order of the format', () => {
    expect(formatMonth('2025-11')).toBe('11/2025');
    expect(formatMonth('2025-11', 'MM/DD/YYYY')).toBe('11/2025');
    expect(formatMonth('2025-11', 'YYYY-MM-DD')).toBe('2025-11');
    expect(formatMonth('2025-11-30', 'YYYY-MM-DD')).toBe('2025-11');
  });

  it('writes nothing for a missing or unreadable value', () => {
    for (const bad of [null, undefined, '', 'not a date', '2025-13-01x', new Date(Number.NaN)]) {
      expect(formatDay(bad)).toBe('');
      expect(formatMoment(bad)).toBe('');
    }
    expect(formatDay('2025-13-40')).toBe('');
  });

  it('takes the setting from a saved theme, the default for an older save or an unknown value', () => {
    expect(dateFormatOf({ dateFormat: 'MM/DD/YYYY' })).toBe('MM/DD/YYYY');
    expect(dateFormatOf({})).toBe('DD/MM/YYYY');
    expect(dateFormatOf({ dateFormat: 'D.M.YY' })).toBe('DD/MM/YYYY');
    expect(dateFormatOf(null)).toBe('DD/MM/YYYY');
  });

  it('keeps the setting with the theme settings: each format saved, an older save read as the default', () => {
    for (const dateFormat of DATE_FORMATS)
      expect(themeSettingsSchema.parse({ ...DEFAULT_THEME, dateFormat }).dateFormat).toBe(dateFormat);
    const { dateFormat: _dropped, ...older } = DEFAULT_THEME;
    expect(themeSettingsSchema.parse(older).dateFormat).toBe('DD/MM/YYYY');
    expect(themeSettingsSchema.safeParse({ ...DEFAULT_THEME, dateFormat: 'DD.MM.YYYY' }).success).toBe(false);
  });
});
