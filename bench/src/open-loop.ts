// A fixed-rate (open-loop) load of mixed calls over many keep-alive connections, measured per call type.
// A closed loop (each connection sends again as soon as it is answered) on a small machine measures
// only its own queue; here request k leaves at start + k/rate whether or not earlier ones were answered,
// and its latency runs from that moment, so a stall shows in the figures instead of slowing the load.
import http from 'node:http';
import { measured } from './samples.js';

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  token?: string;
  body?: unknown;
  /** A body sent as it is (a multipart upload) instead of `body` as JSON. */
  raw?: { bytes: Buffer; contentType: string };
}

export interface CallType {
  name: string;
  /** Its share of the requests, against the other calls' weights. */
  weight: number;
  /** The request, for the user of connection `connection`. */
  make(connection: number): RequestSpec;
}

export interface Result {
  call: string;
  instance: number;
  /** When it was due to leave (performance.now()). */
  at: number;
  ms: number;
  /** 0 when no answer came (refused, reset, timed out). */
  status: number;
}

export const ok = (r: Result) => r.status >= 200 && r.status < 300;

/** The calls in their shares, spread evenly (a fixed interleaving, so runs are comparable). */
function schedule(calls: CallType[]): CallType[] {
  const slots = calls.flatMap((c) =>
    Array.from({ length: c.weight }, (_, i) => ({ c, key: (i + 0.5) / c.weight })),
  );
  return slots.sort((x, y) => x.key - y.key).map((s) => s.c);
}

const TIMEOUT_MS = 10_000;

function send(agent: http.Agent, port: number, spec: RequestSpec): Promise<number> {
  const body = spec.raw?.bytes ?? (spec.body === undefined ? undefined : JSON.stringify(spec.body));
  const contentType = spec.raw?.contentType ?? 'application/json';
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: spec.method,
        path: spec.path,
        timeout: TIMEOUT_MS,
        headers: {
          ...(spec.token ? { authorization: spec.token } : {}),
          ...(body ? { 'content-type': contentType, 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/**
 * Sends `rate` requests a second for `seconds` over `connections` keep-alive connections, spread evenly
 * over the ports (connection c to port c mod n); request k goes on connection k mod connections.
 */
export async function drive({
  ports,
  calls,
  connections,
  rate,
  seconds,
}: {
  ports: number[];
  calls: CallType[];
  connections: number;
  rate: number;
  seconds: number;
}): Promise<Result[]> {
  const agents = Array.from(
    { length: connections },
    () => new http.Agent({ keepAlive: true, maxSockets: 1 }),
  );
  const order = schedule(calls);
  const total = Math.floor(rate * seconds);
  const results: Result[] = [];
  const inFlight: Promise<void>[] = [];
  const fire = async (k: number, at: number) => {
    const connection = k % connections;
    const instance = connection % ports.length;
    const call = order[k % order.length]!;
    const status = await send(agents[connection]!, ports[instance]!, call.make(connection));
    results.push({ call: call.name, instance, at, ms: performance.now() - at, status });
  };
  const start = performance.now();
  let sent = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate));
      for (; sent < due; sent += 1) inFlight.push(fire(sent, start + (sent * 1000) / rate));
      if (sent < total) setTimeout(tick, 2);
      else done();
    };
    tick();
  });
  await Promise.all(inFlight);
  for (const agent of agents) agent.destroy();
  return results;
}

/** Nearest-rank percentile of latencies, in ms. */
export function percentile(values: number[], p: number): number {
  const sorted = [...measured(values, `p${p}`)].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
