/** The calendar (file 1 §5 and §9, the demo screen made real). */

/** The five event colours of file 1 §9, by name, with their hex values. */
export const CALENDAR_COLORS = {
  red: '#EC407A',
  green: '#43A047',
  blue: '#2096f3',
  violet: '#AB47BC',
  orange: '#FF5722',
} as const;
export const CALENDAR_COLOR_NAMES = ['red', 'green', 'blue', 'violet', 'orange'] as const;
export type CalendarColor = (typeof CALENDAR_COLOR_NAMES)[number];

export const CALENDAR_LIMITS = {
  /** The pickers step by 60 minutes. */
  stepMinutes: 60,
  titleMax: 200,
  notesMax: 2_000,
} as const;
