import { describe, expect, it } from 'vitest';
import { fileTypeOf, missingItems } from './documents.js';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('fileTypeOf (the first 4 bytes of a downloaded document)', () => {
  it.each([
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['gif', bytes(...Buffer.from('GIF89a'))],
    ['gif', bytes(...Buffer.from('GIF87a'))],
    ['pdf', bytes(...Buffer.from('%PDF-1.7\n'))],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe1)],
    ['zip', bytes(0x50, 0x4b, 0x03, 0x04, 0x14)],
  ])('recognises %s', (type, head) => {
    expect(fileTypeOf(head)).toBe(type);
  });

  it.each([
    ['plain text', bytes(...Buffer.from('hello'))],
    ['an empty zip marker (PK 05 06)', bytes(0x50, 0x4b, 0x05, 0x06)],
    ['a PNG missing its last signature byte', bytes(0x89, 0x50, 0x4e, 0x00)],
    ['too few bytes', bytes(0x25, 0x50)],
    ['nothing', bytes()],
  ])('answers null for %s', (_what, head) => {
    expect(fileTypeOf(head)).toBeNull();
  });
});

describe('missingItems', () => {
  it('splits the dash-separated list and drops empty items', () => {
    expect(missingItems('Lease - Ledger -Photo ID-')).toEqual(['Lease', 'Ledger', 'Photo ID']);
    expect(missingItems(null)).toEqual([]);
    expect(missingItems('  ')).toEqual([]);
  });
});
