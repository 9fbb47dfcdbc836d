import { describe, expect, it } from 'vitest';
import { savedFileOf } from './saveDocument';

const head = (...bytes: number[]) => Uint8Array.from(bytes);

describe('savedFileOf: the name from the title, the type from the first 4 bytes', () => {
  it.each([
    ['pdf', head(0x25, 0x50, 0x44, 0x46), 'Certificate of Coverage R-0000007.pdf', 'application/pdf'],
    ['png', head(0x89, 0x50, 0x4e, 0x47), 'Certificate of Coverage R-0000007.png', 'image/png'],
    ['gif', head(0x47, 0x49, 0x46, 0x38), 'Certificate of Coverage R-0000007.gif', 'image/gif'],
    ['jpeg', head(0xff, 0xd8, 0xff, 0xdb), 'Certificate of Coverage R-0000007.jpg', 'image/jpeg'],
    ['zip', head(0x50, 0x4b, 0x03, 0x04), 'Certificate of Coverage R-0000007.zip', 'application/zip'],
  ])('a %s file', (_type, bytes, name, mime) => {
    expect(savedFileOf('Certificate of Coverage R-0000007', bytes)).toEqual({ name, mime });
  });

  it('answers null for bytes of no known type, so the dialog says Unknown filetype', () => {
    expect(savedFileOf('Notes', head(0x68, 0x65, 0x6c, 0x6c))).toBeNull();
    expect(savedFileOf('Empty', head())).toBeNull();
  });

  it('keeps characters a file system refuses out of the name', () => {
    expect(savedFileOf('Notice 1/2: "final"', head(0x25, 0x50, 0x44, 0x46))?.name).toBe(
      'Notice 1-2- -final-.pdf',
    );
  });
});
