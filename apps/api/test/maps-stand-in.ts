import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const MAPS_TEST_KEY = 'maps-test-key';

/** What the stand-in received: enough for a test to check what our adapter sends. */
export interface MapsRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface MapsStandIn {
  /** The settings that point the app at it. */
  env: Record<string, string>;
  requests: MapsRequest[];
  close(): Promise<void>;
}

/** A place the stand-in knows, with its parts as Google Places API (New) gives them. */
export const KNOWN_PLACE = {
  placeId: 'ChIJd8BlQ2BZwokRAFUEcm_qrcA',
  description: '350 5th Avenue, New York, NY, USA',
  addressComponents: [
    { longText: '350', shortText: '350', types: ['street_number'] },
    { longText: '5th Avenue', shortText: '5th Ave', types: ['route'] },
    { longText: 'Manhattan', shortText: 'Manhattan', types: ['sublocality_level_1', 'sublocality'] },
    { longText: 'New York', shortText: 'New York', types: ['locality', 'political'] },
    { longText: 'New York', shortText: 'NY', types: ['administrative_area_level_1', 'political'] },
    { longText: '10118', shortText: '10118', types: ['postal_code'] },
  ],
};

/**
 * Inputs that make the stand-in misbehave, so one configured app covers the service's failures:
 * an error status, an answer that is not JSON, and no answer before the app's timeout.
 */
export const FAILING_INPUT = { error: 'fail here', notJson: 'garbled here', slow: 'slow here' } as const;

function answer(req: MapsRequest, res: ServerResponse): void {
  const json = (status: number, body: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  if (req.headers['x-goog-api-key'] !== MAPS_TEST_KEY)
    return json(403, { error: { status: 'PERMISSION_DENIED' } });
  if (req.method === 'POST' && req.url === '/v1/places:autocomplete') {
    const { input } = JSON.parse(req.body) as { input: string };
    if (input === FAILING_INPUT.error) return json(500, { error: { status: 'INTERNAL' } });
    if (input === FAILING_INPUT.notJson) {
      res.writeHead(200).end('<html>');
      return;
    }
    // Never answers: the app's timeout must end the wait.
    if (input === FAILING_INPUT.slow) return;
    return json(200, {
      suggestions: [
        { placePrediction: { placeId: KNOWN_PLACE.placeId, text: { text: KNOWN_PLACE.description } } },
        // A query prediction names no place: the adapter leaves it out.
        { queryPrediction: { text: { text: `${input} near me` } } },
        ...Array.from({ length: 6 }, (_, i) => ({
          placePrediction: { placeId: `Other${i}`, text: { text: `${i + 1} ${input}, USA` } },
        })),
      ],
    });
  }
  const place = /^\/v1\/places\/([^/?]+)/.exec(req.url)?.[1];
  if (req.method === 'GET' && place === KNOWN_PLACE.placeId) {
    return json(200, { addressComponents: KNOWN_PLACE.addressComponents });
  }
  return json(404, { error: { status: 'NOT_FOUND' } });
}

/** A loopback server speaking the shape of Google Places API (New), for the adapter's tests. */
export async function startMapsStandIn(options: { timeoutMs?: number } = {}): Promise<MapsStandIn> {
  const requests: MapsRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(seen);
      answer(seen, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      MAPS_API_URL: `http://127.0.0.1:${port}`,
      MAPS_API_KEY: MAPS_TEST_KEY,
      MAPS_TIMEOUT_MS: String(options.timeoutMs ?? 5000),
    },
    requests,
    async close() {
      // The slow case leaves a request open: drop it rather than wait for it.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
