/** The time, as a parameter: services that count minutes take it, so tests can move it instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A day as YYYY-MM-DD (UTC): how dates are written in SQL and on the wire. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
