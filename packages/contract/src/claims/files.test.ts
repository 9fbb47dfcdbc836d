import { describe, expect, it } from 'vitest';
import { CLAIM_FILE_HEAD_BYTES, claimFileTypeOf } from './files.js';

const bytes = (...b: number[]) => Uint8Array.from(b);
const ascii = (s: string) => new TextEncoder().encode(s);
const zip = (entries: string) => new Uint8Array([...bytes(0x50, 0x4b, 0x03, 0x04), ...ascii(entries)]);
const office = zip('[Content_Types].xml ... word/document.xml ... xl/workbook.xml');

describe('an Office file both word and xl is told by its name (file 2 §5)', () => {
  it.each([
    ['lease.docx', 'docx'],
    ['LEASE.DOCX', 'docx'],
    ['ledger.XLSX', 'xlsx'],
    ['ledger.pdf', null],
    ['docx', 'docx'],
    ['', null],
  ])('%s is %s', (name, type) => {
    expect(claimFileTypeOf(office, name)).toBe(type);
  });

  it('refuses a zip without [Content_Types].xml whatever its name', () => {
    expect(claimFileTypeOf(zip('word/document.xml'), 'lease.docx')).toBeNull();
  });

  it(`judges from the first ${CLAIM_FILE_HEAD_BYTES} bytes only`, () => {
    const late = zip(`[Content_Types].xml${' '.repeat(CLAIM_FILE_HEAD_BYTES)}word/document.xml`);
    expect(claimFileTypeOf(late, 'lease.bin')).toBeNull();
  });
});

describe('a picture or a pdf is told by its whole signature', () => {
  it.each([
    ['a pdf signature cut short', ascii('%PD')],
    ['a jpeg signature cut short', bytes(0xff, 0xd8)],
    ['a jpeg signature with a wrong third byte', bytes(0xff, 0xd8, 0xfe, 0xe0)],
    ['a png signature with a wrong last byte', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b)],
    ['an mp4 (ftyp, not a heic brand)', new Uint8Array([0, 0, 0, 24, ...ascii('ftypisom')])],
    ['a heic brand without ftyp', new Uint8Array([0, 0, 0, 24, ...ascii('fttpheic')])],
    ['a zip signature cut short', bytes(0x50, 0x4b, 0x03)],
  ])('refuses %s', (_case, head) => {
    expect(claimFileTypeOf(head, 'x.pdf')).toBeNull();
  });

  it.each(['heix', 'mif1', 'msf1'])('reads the heic brand %s', (brand) => {
    expect(claimFileTypeOf(new Uint8Array([0, 0, 0, 24, ...ascii(`ftyp${brand}`)]))).toBe('heic');
  });

  it('does not take a text that names Office entries for an Office file: it must be a zip', () => {
    expect(claimFileTypeOf(ascii('[Content_Types].xml word/document.xml'), 'lease.docx')).toBeNull();
  });
});
