import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALL_ROUTES, envelope, keyMayCall } from '@lease/contract';
import { API_EXAMPLES } from './openapi-examples.js';

const problems = (schema: z.ZodType, value: unknown): string[] => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

const keyCalls = ALL_ROUTES.filter(keyMayCall);

describe('the OpenAPI examples (issue #26 item 5)', () => {
  it('are given for every call an API key may make, and for no other', () => {
    expect(keyCalls.length).toBeGreaterThan(0);
    expect(keyCalls.filter((r) => !API_EXAMPLES[r.id]).map((r) => r.id)).toEqual([]);
    const open = new Set(keyCalls.map((r) => r.id));
    expect(Object.keys(API_EXAMPLES).filter((id) => !open.has(id))).toEqual([]);
  });

  it.each(keyCalls.map((r) => [r.id, r] as const))(
    "%s: the request and the answer parse against the route's own schemas",
    (id, route) => {
      const example = API_EXAMPLES[id];
      if (!example) return; // reported by the test above
      const { request, response } = example;
      if (route.query) expect(problems(route.query, request.query ?? {}), 'query').toEqual([]);
      else expect(request.query, 'a query the route does not take').toBeUndefined();
      if (route.body) expect(problems(route.body, request.body ?? {}), 'body').toEqual([]);
      else expect(request.body, 'a body the route does not take').toBeUndefined();
      expect(response.status).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
      if (route.file) {
        expect(response.contentType, 'a file answer names its type').toMatch(/^[a-z]+\/[\w.+-]+$/);
      } else {
        expect(problems(envelope(route.response), response.body), 'answer').toEqual([]);
      }
    },
  );
});
