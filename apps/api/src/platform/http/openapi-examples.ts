import { ALL_ROUTES, API_PREFIX, keyMayCall } from '@lease/contract';
import recorded from './openapi-examples.json' with { type: 'json' };

/** A file part of a multipart example: what the form carries, not its bytes. */
export interface ExampleFile {
  name: string;
  type: string;
  size: number;
}

/**
 * One call as a partner makes it: its query and body (a multipart form as its fields), and the answer:
 * the envelope, or for a file its type and, for text, its first lines.
 */
export interface ApiExample {
  request: { query?: Record<string, string>; body?: Record<string, unknown> };
  response: {
    status: number;
    body?: { message?: string; data?: unknown };
    contentType?: string;
    text?: string;
  };
}

/**
 * The examples of the OpenAPI document, by route id: every call an API key may make (issue #26 item 5).
 * Recorded from the real server on the demo data (apps/api/test/openapi-examples.record.test.ts) and
 * checked against the routes' own schemas (openapi-examples.test.ts).
 */
export const API_EXAMPLES = recorded as unknown as Readonly<Record<string, ApiExample>>;

const isFile = (v: unknown): v is ExampleFile =>
  typeof v === 'object' && v !== null && 'name' in v && 'size' in v && 'type' in v;

/** How a file part reads in the document: a form's file parts are bytes, named here by what they hold. */
const shownPart = (v: unknown): unknown =>
  isFile(v) ? `(${v.type || 'file'}: ${v.name}, ${v.size} bytes)` : Array.isArray(v) ? v.map(shownPart) : v;

type Content = Record<string, { schema?: unknown; example?: unknown }>;
type Operation = {
  operationId?: string;
  parameters?: { in: string; name: string; example?: unknown }[];
  requestBody?: { content?: Content };
  responses?: Record<string, { description?: string; content?: Content }>;
};
export type OpenApiPaths = Record<string, Record<string, Operation>>;

/** Puts each route's example on its operation: each query parameter, the body, and the answer. */
export function addExamples(paths: OpenApiPaths): void {
  for (const route of ALL_ROUTES) {
    const example = API_EXAMPLES[route.id];
    const operation = paths[API_PREFIX + route.path]?.[route.method.toLowerCase()];
    if (!example || !operation || !keyMayCall(route)) continue;
    const { request, response } = example;
    for (const parameter of operation.parameters ?? []) {
      const value = request.query?.[parameter.name];
      if (parameter.in === 'query' && value !== undefined) parameter.example = value;
    }
    for (const media of Object.values(operation.requestBody?.content ?? {})) {
      if (request.body) {
        media.example = Object.fromEntries(Object.entries(request.body).map(([k, v]) => [k, shownPart(v)]));
      }
    }
    const status = String(response.status);
    const answer = (operation.responses ??= {})[status] ?? { description: 'Success' };
    operation.responses[status] = answer;
    if (response.body) {
      for (const media of Object.values(answer.content ?? {})) media.example = response.body;
    } else if (response.contentType) {
      // A file's answer: its type, and for text its first lines.
      answer.content = {
        [response.contentType]: {
          schema: { type: 'string', ...(response.text === undefined ? { format: 'binary' } : {}) },
          ...(response.text === undefined ? {} : { example: response.text }),
        },
      };
    }
  }
}
