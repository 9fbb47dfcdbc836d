import type { z } from 'zod';
import type { RouteDef } from '@lease/contract';
import type { Input } from './case-helpers.js';

type Def = {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
};
type Schema = z.ZodType & { def: Def };

/** The schema under optional, nullable, default and pipe wrappers. */
function unwrapped(schema: Schema): Schema {
  let s = schema;
  for (let i = 0; i < 8; i += 1) {
    const { type, innerType } = s.def;
    if (['optional', 'nullable', 'default', 'prefault', 'catch'].includes(type) && innerType) s = innerType;
    else if (type === 'pipe' && s.def.in) s = s.def.in;
    else break;
  }
  return s;
}

const isOptional = (schema: Schema) => schema.safeParse(undefined).success;

/** A value of the wrong type for a field: the schema must refuse it. */
export function wrongValue(schema: Schema): unknown {
  switch (unwrapped(schema).def.type) {
    case 'string':
    case 'enum':
    case 'literal':
      return 12345;
    case 'number':
    case 'int':
      return 'not-a-number';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'not-a-list';
    default:
      return ['unexpected'];
  }
}

/** A plain valid value of a field, for routes whose case gives no input. */
function sampleValue(schema: Schema): unknown {
  const s = unwrapped(schema);
  switch (s.def.type) {
    case 'string':
      if (s.def.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (s.def.format === 'email') return 'sample@new.test';
      return 'sample';
    case 'enum':
      return Object.values(s.def.entries ?? {})[0];
    case 'literal':
      return s.def.values?.[0];
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return minimalObject(s);
    default:
      return undefined;
  }
}

/** The required fields of an object schema with a plain valid value each. */
function minimalObject(schema: Schema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.def.shape ?? {})) {
    if (!isOptional(field)) out[key] = sampleValue(field);
  }
  return out;
}

/** The smallest input the route's schemas accept (query values as strings, as a query string sends them). */
export function minimalInput(route: RouteDef): Input {
  const input: Input = {};
  if (route.body) input.body = minimalObject(route.body as unknown as Schema);
  if (route.query) {
    input.query = Object.fromEntries(
      Object.entries(minimalObject(route.query as unknown as Schema)).map(([k, v]) => [k, String(v)]),
    );
  }
  return input;
}

/** Whether the route's schemas accept the input: a sweep that mutates an invalid base tests nothing. */
export function validates(route: RouteDef, input: Input): string | null {
  for (const [part, schema, value] of [
    ['query', route.query, input.query ?? {}],
    ['body', route.body, input.body],
  ] as const) {
    if (!schema) continue;
    const res = schema.safeParse(value);
    if (!res.success)
      return `${part}: ${res.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`;
  }
  return null;
}

export type Path = (string | number)[];

/**
 * Every field of a body schema, nested objects and the first element of arrays of objects included (the
 * rows of an import), each with its schema.
 */
export function fieldPaths(
  schema: Schema,
  base: unknown,
  prefix: Path = [],
): { path: Path; schema: Schema }[] {
  const out: { path: Path; schema: Schema }[] = [];
  for (const [key, field] of Object.entries(schema.def.shape ?? {})) {
    const path = [...prefix, key];
    out.push({ path, schema: field });
    const inner = unwrapped(field);
    const value = (base as Record<string, unknown> | undefined)?.[key];
    if (inner.def.type === 'object') out.push(...fieldPaths(inner, value, path));
    if (inner.def.type === 'array' && Array.isArray(value) && value.length > 0 && inner.def.element) {
      const element = unwrapped(inner.def.element);
      if (element.def.type === 'object') out.push(...fieldPaths(element, value[0], [...path, 0]));
    }
  }
  return out;
}

/** A deep copy of `base` with one field replaced. */
export function withField(base: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(base ?? {}) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return copy;
}
