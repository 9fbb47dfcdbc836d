import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ANSWERS, type RouteData, type routes, URL_TOKEN_PATTERN } from '@lease/contract';
import type { Config } from '../../config.js';
import { HttpError, notFound } from '../../platform/errors.js';

type PlaceSuggestion = RouteData<typeof routes.claims.claimPlaces>[number];
type PlaceAddress = RouteData<typeof routes.claims.claimPlace>;

/** Place autocomplete and a place's address by id: what the mailed check's address line 1 offers. */
export interface Places {
  suggest(input: string): Promise<PlaceSuggestion[]>;
  address(placeId: string): Promise<PlaceAddress>;
}

/** The wizard shows at most this many suggestions under the field. */
const MAX_SUGGESTIONS = 5;

/**
 * Nothing configured: no suggestions, so the wizard keeps the typed line and the offline ZIP fill; no
 * place id was ever suggested, so none is known.
 */
export const noPlaces: Places = {
  async suggest() {
    return [];
  },
  async address() {
    throw notFound('Place');
  },
};

// Only what we read of the service's answers; anything else it sends is ignored.
const autocompleteAnswer = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z.object({ placeId: z.string(), text: z.object({ text: z.string() }) }).optional(),
      }),
    )
    .default([]),
});
const component = z.object({
  longText: z.string().default(''),
  shortText: z.string().default(''),
  types: z.array(z.string()).default([]),
});
const placeAnswer = z.object({ addressComponents: z.array(component).default([]) });

/** A postal address from the place's parts: number and street, city (or borough), state, ZIP code. */
function toAddress(parts: z.infer<typeof component>[]): PlaceAddress {
  const part = (type: string, text: 'longText' | 'shortText' = 'longText') =>
    parts.find((p) => p.types.includes(type))?.[text] ?? '';
  return {
    address1: [part('street_number'), part('route', 'shortText')].filter(Boolean).join(' '),
    // New York's boroughs come as a sublocality with no locality; some towns as a postal town.
    city: part('locality') || part('postal_town') || part('sublocality_level_1'),
    state: part('administrative_area_level_1', 'shortText'),
    zipcode: part('postal_code'),
  };
}

/**
 * Google Places API (New), or a service speaking its shape at MAPS_API_URL: POST /v1/places:autocomplete
 * and GET /v1/places/{id}, the key in X-Goog-Api-Key. Every failure of the service becomes a 502 or 503
 * with a message that tells the filer to type the address; the key never appears in one.
 */
export function hostedPlaces(maps: NonNullable<Config['maps']>, log: FastifyBaseLogger): Places {
  const ask = async (path: string, init: RequestInit & { fieldMask: string }): Promise<unknown> => {
    let res: Response;
    try {
      res = await fetch(`${maps.apiUrl}${path}`, {
        ...init,
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': maps.apiKey,
          'x-goog-fieldmask': init.fieldMask,
        },
        signal: AbortSignal.timeout(maps.timeoutMs),
      });
    } catch (err) {
      // Unreachable, refused or slower than MAPS_TIMEOUT_MS: the filer can still type the address.
      log.warn({ err: (err as Error).name }, 'maps service not reached');
      throw new HttpError(503, ANSWERS.placesUnavailable);
    }
    if (res.status === 404) throw notFound('Place');
    if (!res.ok) {
      log.warn({ status: res.status }, 'maps service refused a call');
      throw new HttpError(502, ANSWERS.placesFailed);
    }
    try {
      return await res.json();
    } catch {
      throw new HttpError(502, ANSWERS.placesFailed);
    }
  };
  const read = <T>(schema: z.ZodType<T>, answer: unknown): T => {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new HttpError(502, ANSWERS.placesFailed);
    return parsed.data;
  };

  return {
    async suggest(input) {
      const answer = await ask('/v1/places:autocomplete', {
        method: 'POST',
        // The check is mailed in the US: only US addresses, read in English.
        body: JSON.stringify({ input, includedRegionCodes: ['us'], languageCode: 'en' }),
        fieldMask: 'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text',
      });
      return read(autocompleteAnswer, answer)
        .suggestions.flatMap(({ placePrediction: p }) =>
          // Query predictions have no place; an id the details call would refuse is no use either.
          p && URL_TOKEN_PATTERN.test(p.placeId) ? [{ placeId: p.placeId, description: p.text.text }] : [],
        )
        .slice(0, MAX_SUGGESTIONS);
    },
    async address(placeId) {
      const answer = await ask(`/v1/places/${encodeURIComponent(placeId)}?languageCode=en`, {
        method: 'GET',
        fieldMask: 'addressComponents',
      });
      return toAddress(read(placeAnswer, answer).addressComponents);
    },
  };
}

/** The hosted service when a key is configured, else none. */
export const placesFor = (ctx: { config: Config; log: FastifyBaseLogger }): Places =>
  ctx.config.maps ? hostedPlaces(ctx.config.maps, ctx.log) : noPlaces;
