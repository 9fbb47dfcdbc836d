/** The time, as a parameter: services that count minutes take it, so tests can move it instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
