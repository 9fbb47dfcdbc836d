import { describe, expect, it } from 'vitest';
import { newIds } from './request-id.js';

const UUID_V8 = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('new request ids', () => {
  it('are UUIDs of version 8, none repeated', () => {
    const next = newIds();
    const ids = Array.from({ length: 10_000 }, next);
    for (const id of ids) expect(id).toMatch(UUID_V8);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('differ between instances from their first', () => {
    const starts = Array.from({ length: 50 }, () => newIds()());
    expect(new Set(starts).size).toBe(starts.length);
  });
});
