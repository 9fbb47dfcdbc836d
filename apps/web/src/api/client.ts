import {
  API_PREFIX,
  type CallAddress,
  type ErrorBody,
  type RouteData,
  type RouteDef,
  type RouteInput,
  type RouteRef,
} from '@lease/contract';
import { expireSession, isTokenExpired, readToken } from './session';

export interface ApiIssue {
  path: string;
  message: string;
}

/** A claim already filed, as a claim refused for it names it (file 2 §4). */
export type FiledClaim = NonNullable<ErrorBody['claimData']>[number];

/**
 * A failed call: the HTTP status (0 when the server was not reached), its message and field issues, and
 * for a claim refused as a duplicate, the claim already filed.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly issues: ApiIssue[];
  readonly claimData: FiledClaim[];

  constructor(status: number, message: string, issues: ApiIssue[] = [], claimData: FiledClaim[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
    this.claimData = claimData;
  }
}

/** The whole answer envelope, for callers that show the server's message (§7 "What the product does"). */
export interface ApiAnswer<R extends RouteDef> {
  message?: string;
  data: RouteData<R>;
}

/** Routes without query or body may be called with no input at all. */
type InputArgs<R extends RouteDef> =
  Record<string, never> extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

function buildUrl(path: string, query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  if (!text) return {};
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** How a request goes out: fetch, or what upload.ts puts in its place to show an upload's progress. */
export type Exchange = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Sends one call with the session's token and settles the session cases: an expired token, or one the
 * server no longer honours, ends the session (and the answer never settles, as the page reloads). The
 * one place the web app reads the token and ends a session for a call.
 */
async function send(
  route: CallAddress,
  url: string,
  request: { headers: Record<string, string>; body?: BodyInit | undefined },
  exchange: Exchange = (to, init) => fetch(to, init),
): Promise<Response> {
  const token = readToken();
  if (token && isTokenExpired(token)) {
    expireSession();
    // The page is reloading; settling would only flash an error at the user.
    return new Promise<never>(() => {});
  }

  const headers = token ? { ...request.headers, Authorization: token } : request.headers;
  let response: Response;
  try {
    response = await exchange(url, { method: route.method, headers, body: request.body });
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }

  // A live-looking token the server no longer honours (logged out elsewhere, password changed, user
  // disabled) ends the session here as an expired one would.
  if (response.status === 401 && token && route.auth !== 'public') {
    expireSession();
    return new Promise<never>(() => {});
  }
  return response;
}

/** A call of the contract's JSON kind: the query in the address, the body as JSON. */
function sendCall<R extends RouteDef>(route: CallAddress, input: RouteInput<R> | undefined, accept: string) {
  const body = input?.body;
  return send(
    route,
    buildUrl(route.path, input?.query),
    body === undefined
      ? { headers: { Accept: accept } }
      : { headers: { Accept: accept, 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
}

/** The error a failed answer carries: the server's message, field issues and a filed claim it names. */
async function failure(response: Response): Promise<ApiError> {
  const answer = await readBody(response);
  const issues = Array.isArray(answer.issues) ? (answer.issues as ApiIssue[]) : [];
  const claimData = Array.isArray(answer.claimData) ? (answer.claimData as FiledClaim[]) : [];
  const message = typeof answer.message === 'string' ? answer.message : `Request failed (${response.status})`;
  return new ApiError(response.status, message, issues, claimData);
}

/** The answer's envelope, or its failure thrown. */
async function envelope<R extends RouteDef>(response: Response): Promise<ApiAnswer<R>> {
  if (!response.ok) throw await failure(response);
  const answer = await readBody(response);
  const message = typeof answer.message === 'string' ? answer.message : undefined;
  return { message, data: answer.data as RouteData<R> };
}

/** Calls one route of the contract and returns the whole envelope. */
export async function apiRequest<R extends RouteDef>(
  route: R | RouteRef<R>,
  ...[input]: InputArgs<R>
): Promise<ApiAnswer<R>> {
  return envelope<R>(await sendCall(route, input, 'application/json'));
}

/** Calls a route whose answer is a file (the contract's `file: true`) and returns its bytes. */
export async function apiFile<R extends RouteDef & { file: true }>(
  route: R | RouteRef<R>,
  ...[input]: InputArgs<R>
): Promise<Blob> {
  const response = await sendCall(route, input, '*/*');
  if (!response.ok) throw await failure(response);
  return response.blob();
}

/** Calls one route of the contract and returns its `data`: what most queries want. */
export async function apiCall<R extends RouteDef>(
  route: R | RouteRef<R>,
  ...args: InputArgs<R>
): Promise<RouteData<R>> {
  return (await apiRequest(route, ...args)).data;
}

/**
 * Sends a multipart form to a route (the calls that carry files); the answer and its errors read as the
 * JSON calls' do. `exchange` is upload.ts's, for an upload that shows its progress.
 */
export async function apiForm<R extends RouteDef>(
  route: R,
  form: FormData,
  exchange?: Exchange,
): Promise<ApiAnswer<R>> {
  const request = { headers: { Accept: 'application/json' }, body: form };
  return envelope<R>(await send(route, API_PREFIX + route.path, request, exchange));
}
