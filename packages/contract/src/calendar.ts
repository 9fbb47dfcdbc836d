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

/**
 * Dates the portal knows from the records in scope, shown read-only beside the user's own events. Here,
 * free of zod, as the calendar page names them on its first load (issue #27).
 */
export const COMPUTED_EVENT_KINDS = [
  'lease-end',
  'coverage-end',
  'filing-window',
  'invoice-due',
  'office-hours',
] as const;
export type ComputedEventKind = (typeof COMPUTED_EVENT_KINDS)[number];
export const COMPUTED_EVENT_LABELS: Record<ComputedEventKind, string> = {
  'lease-end': 'Lease ends',
  'coverage-end': 'Coverage ends',
  'filing-window': 'Claim filing window closes',
  'invoice-due': 'Invoice due',
  'office-hours': 'Claims office hours',
};
