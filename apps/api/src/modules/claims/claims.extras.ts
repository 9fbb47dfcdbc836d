import zipcodes from 'zipcodes';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';

/**
 * A ZIP code's city and state, offline (a US ZIP database in the package `zipcodes`): it needs no key
 * and works whether or not the hosted places service (claims.places.ts) is configured.
 */
export interface Geocoder {
  byZip(zip: string): Promise<{ city: string; state: string } | null>;
}

export const offlineGeocoder: Geocoder = {
  async byZip(zip) {
    const found = zipcodes.lookup(zip.slice(0, 5));
    return found ? { city: found.city, state: found.state } : null;
  },
};

export async function placeOfZip(geocoder: Geocoder, zip: string) {
  const place = await geocoder.byZip(zip);
  if (!place) throw notFound(`City for ZIP code ${zip}`);
  return place;
}

/** The office-hours banner text of file 1 §9, from the configured span. */
const label = (md: string) => `${Number(md.slice(0, 2))}/${Number(md.slice(3))}`;

/** Whether a day (MM-DD) falls in the office-hours span; a span may run over the new year (12-15/01-15). */
export const inOfficeHoursSpan = (span: { from: string; to: string }, md: string): boolean =>
  span.from <= span.to ? md >= span.from && md <= span.to : md >= span.from || md <= span.to;

/** The banner for today (Eastern time), when a span is configured and today falls in it. */
export function officeHoursBanner(ctx: AppContext): string | null {
  const span = ctx.config.claimsOfficeHours;
  if (!span) return null;
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    month: '2-digit',
    day: '2-digit',
  }).format(ctx.clock.now());
  return inOfficeHoursSpan(span, today)
    ? `Claims office hours: Tuesdays 1 PM ET between ${label(span.from)} and ${label(span.to)}.`
    : null;
}
