import { z } from 'zod';
import { URL_TOKEN_PATTERN, ZIP_PATTERN } from '../patterns.js';
import { textField } from '../list.js';
import { defineRoute } from '../route.js';

export const claimZip = defineRoute({
  id: 'claim.zip',
  method: 'GET',
  writes: false,
  path: '/claim/zip',
  summary: "A US ZIP code's city and state, to fill a mailed check's address (claim wizard, step 5)",
  tag: 'Claim',
  auth: 'user',
  query: z.strictObject({
    zip: z
      .string('ZIP code is required')
      .max(10, { message: 'ZIP code must be 5 digits', abort: true })
      .regex(ZIP_PATTERN, 'ZIP code must be 5 digits or ZIP+4')
      .min(5, 'ZIP code must be 5 digits'),
  }),
  response: z.object({ city: z.string(), state: z.string() }),
});

/** One address the maps service suggests for what the filer typed: its place id and how it reads. */
export const placeSuggestionSchema = z.object({ placeId: z.string(), description: z.string() });
/** A place's postal address, as the mailed check's fields take it. */
export const placeAddressSchema = z.object({
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
});

export const claimPlaces = defineRoute({
  id: 'claim.places',
  method: 'GET',
  writes: false,
  path: '/claim/places',
  summary:
    "Addresses matching what the filer typed, from the hosted maps service, for a mailed check's address line 1 (claim wizard, step 5); an empty list when no service is configured",
  tag: 'Claim',
  auth: 'user',
  query: z.strictObject({
    input: textField(200, 'Address').pipe(z.string().min(3, 'Type at least 3 characters of the address')),
  }),
  response: z.array(placeSuggestionSchema),
});

export const claimPlace = defineRoute({
  id: 'claim.place',
  method: 'GET',
  writes: false,
  path: '/claim/place',
  summary:
    "A suggested place's street address, city, state and ZIP code, from the hosted maps service (claim wizard, step 5)",
  tag: 'Claim',
  auth: 'user',
  query: z.strictObject({
    // Place ids are base64url characters, the alphabet of a link token; nothing else reaches the service's URL.
    placeId: z
      .string('Place id is required')
      .max(400, { message: 'Place id is too long', abort: true })
      .regex(URL_TOKEN_PATTERN, 'Place id is not valid'),
  }),
  response: placeAddressSchema,
});

export const claimOfficeHours = defineRoute({
  id: 'claim.office-hours',
  method: 'GET',
  writes: false,
  path: '/claim/office-hours',
  summary: 'The claims office-hours banner when one is configured for today (file 1 §9), else null',
  tag: 'Claim',
  auth: 'user',
  response: z.object({ banner: z.string().nullable() }),
});
