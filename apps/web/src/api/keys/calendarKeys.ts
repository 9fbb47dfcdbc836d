/** Every calendar query starts with `all`: a change to an event refreshes every range read. */
export const calendarKeys = {
  all: ['calendar'] as const,
  range: (range: { from: string; to: string }) => ['calendar', range] as const,
};
