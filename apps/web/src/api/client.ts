import {
  API_PREFIX,
  type CallAddress,
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

/** A failed call: the HTTP status (0 when the server was not reached), its message and field issues. */
export class ApiError extends Error {
  readonly status: number;
  readonly issues: ApiIssue[];

  constructor(status: number, message: string, issues: ApiIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
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

/**
 * Sends one call with the session's token and settles the session cases: an expired token, or one the
 * server no longer honours, ends the session (and the answer never settles, as the page reloads).
 */
async function send<R extends RouteDef>(
  route: CallAddress,
  input: RouteInput<R> | undefined,
  accept: string,
): Promise<Response> {
  const token = readToken();
  if (token && isTokenExpired(token)) {
    expireSession();
    // The page is reloading; settling would only flash an error at the user.
    return new Promise<never>(() => {});
  }

  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = token;
  const body = input?.body;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(route.path, input?.query), {
      method: route.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
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

/** The error a failed answer carries: the server's message and field issues. */
async function failure(response: Response): Promise<ApiError> {
  const answer = await readBody(response);
  const issues = Array.isArray(answer.issues) ? (answer.issues as ApiIssue[]) : [];
  const message = typeof answer.message === 'string' ? answer.message : `Request failed (${response.status})`;
  return new ApiError(response.status, message, issues);
}

/** Calls one route of the contract and returns the whole envelope. */
export async function apiRequest<R extends RouteDef>(
  route: R | RouteRef<R>,
  ...[input]: InputArgs<R>
): Promise<ApiAnswer<R>> {
  const response = await send(route, input, 'application/json');
  if (!response.ok) throw await failure(response);
  const answer = await readBody(response);
  const message = typeof answer.message === 'string' ? answer.message : undefined;
  return { message, data: answer.data as RouteData<R> };
}

/** Calls a route whose answer is a file (the contract's `file: true`) and returns its bytes. */
export async function apiFile<R extends RouteDef & { file: true }>(
  route: R | RouteRef<R>,
  ...[input]: InputArgs<R>
): Promise<Blob> {
  const response = await send(route, input, '*/*');
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
 * Sends a multipart form to a route (the calls that carry files) with the session's token; the answer
 * and its errors read as the JSON client's do.
 */
export async function apiForm<R extends RouteDef>(route: R, form: FormData): Promise<ApiAnswer<R>> {
  const token = readToken();
  if (token && isTokenExpired(token)) {
    expireSession();
    return new Promise<never>(() => {});
  }
  let response: Response;
  try {
    response = await fetch(API_PREFIX + route.path, {
      method: route.method,
      headers: { Accept: 'application/json', ...(token ? { Authorization: token } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  if (response.status === 401 && token && route.auth !== 'public') {
    expireSession();
    return new Promise<never>(() => {});
  }
  if (!response.ok) throw await failure(response);
  const answer = await readBody(response);
  const message = typeof answer.message === 'string' ? answer.message : undefined;
  return { message, data: answer.data as RouteData<R> };
}
