import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAILING_INPUT,
  KNOWN_PLACE,
  MAPS_TEST_KEY,
  startMapsStandIn,
  type MapsStandIn,
} from '../../../test/maps-stand-in.js';
import { startTestServer, type TestServer } from '../../../test/server.js';

type Answer<T> = { message?: string; data: T };

let maps: MapsStandIn;
let server: TestServer;
let token: string;

beforeAll(async () => {
  // A short timeout, so the case of a service that never answers ends quickly.
  maps = await startMapsStandIn({ timeoutMs: 500 });
  server = await startTestServer(maps.env);
  token = await server.signIn('pm@demo.test');
});
afterAll(async () => {
  await server?.close();
  await maps?.close();
});

const suggest = (input: string, on = server, as = token) =>
  on.call<Answer<{ placeId: string; description: string }[]>>('GET', '/api/claim/places', {
    token: as,
    query: { input },
  });
const place = (placeId: string, on = server, as = token) =>
  on.call<Answer<{ address1: string; city: string; state: string; zipcode: string }>>(
    'GET',
    '/api/claim/place',
    { token: as, query: { placeId } },
  );

describe('the hosted places service', () => {
  it('is announced to the wizard as it opens, so the field offers suggestions', async () => {
    const res = await server.call<Answer<{ addressSuggestions: boolean }>>('GET', '/api/claim/setup', {
      token,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.addressSuggestions).toBe(true);
  });

  it('asks it with the key and the typed input, and answers at most five place suggestions', async () => {
    const res = await suggest('350 5th Ave');
    expect(res.status, res.text).toBe(200);
    const sent = maps.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/places:autocomplete');
    expect(sent.headers['x-goog-api-key']).toBe(MAPS_TEST_KEY);
    expect(JSON.parse(sent.body)).toMatchObject({ input: '350 5th Ave', includedRegionCodes: ['us'] });
    expect(res.json.data).toHaveLength(5);
    expect(res.json.data[0]).toEqual({ placeId: KNOWN_PLACE.placeId, description: KNOWN_PLACE.description });
    // The query prediction, which names no place, is left out.
    expect(res.json.data.map((s) => s.description)).not.toContain('350 5th Ave near me');
  });

  it("fills a chosen place's street, city, state and ZIP code from its parts", async () => {
    const res = await place(KNOWN_PLACE.placeId);
    expect(res.status, res.text).toBe(200);
    const sent = maps.requests.at(-1)!;
    expect(sent.method).toBe('GET');
    expect(sent.url).toBe(`/v1/places/${KNOWN_PLACE.placeId}?languageCode=en`);
    expect(sent.headers['x-goog-api-key']).toBe(MAPS_TEST_KEY);
    expect(sent.headers['x-goog-fieldmask']).toBe('addressComponents');
    expect(res.json.data).toEqual({
      address1: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      zipcode: '10118',
    });
  });

  it('answers 404 for a place the service does not know', async () => {
    const res = await place('NoSuchPlace');
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Place not found.');
  });

  it('turns an error, a garbled answer or no answer of the service into a clean 502 or 503', async () => {
    const failed = await suggest(FAILING_INPUT.error);
    expect(failed.status).toBe(502);
    expect(failed.json.message).toBe('The address service could not answer. Type the address instead.');
    expect((await suggest(FAILING_INPUT.notJson)).status).toBe(502);
    const start = performance.now();
    const slow = await suggest(FAILING_INPUT.slow);
    expect(slow.status).toBe(503);
    expect(slow.json.message).toBe(
      'The address service is not available right now. Type the address instead.',
    );
    expect(performance.now() - start).toBeLessThan(3000);
    for (const res of [failed, slow]) expect(res.text).not.toContain(MAPS_TEST_KEY);
  });

  it('answers 503 when the service cannot be reached at all', async () => {
    const gone = await startMapsStandIn();
    const env = gone.env;
    await gone.close();
    const unreachable = await startTestServer(env, { seed: true });
    try {
      const as = await unreachable.signIn('pm@demo.test');
      expect((await suggest('350 5th Ave', unreachable, as)).status).toBe(503);
      expect((await place(KNOWN_PLACE.placeId, unreachable, as)).status).toBe(503);
    } finally {
      await unreachable.close();
    }
  });
});

describe('with no places service configured', () => {
  it('suggests nothing, so the wizard keeps the typed line and the ZIP fill, and knows no place', async () => {
    const bare = await startTestServer();
    try {
      const as = await bare.signIn('pm@demo.test');
      const before = maps.requests.length;
      const none = await suggest('350 5th Ave', bare, as);
      expect(none.status, none.text).toBe(200);
      expect(none.json.data).toEqual([]);
      expect((await place(KNOWN_PLACE.placeId, bare, as)).status).toBe(404);
      expect(maps.requests.length).toBe(before);
    } finally {
      await bare.close();
    }
  });
});
