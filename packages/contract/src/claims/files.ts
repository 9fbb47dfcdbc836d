/** The file types a claim accepts (file 2 §5): pdf, docx, xlsx, jpeg/jpg, png, heic. */
export const CLAIM_FILE_TYPES = ['pdf', 'docx', 'xlsx', 'jpeg', 'png', 'heic'] as const;
export type ClaimFileType = (typeof CLAIM_FILE_TYPES)[number];

export const CLAIM_FILE_MIME: Record<ClaimFileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
};

/** What the file picker offers; the server judges by content whatever the name says. */
export const CLAIM_FILE_ACCEPT = '.pdf,.docx,.xlsx,.jpeg,.jpg,.png,.heic';

/** How many leading bytes the type is judged from: enough for an Office file's first entry names. */
export const CLAIM_FILE_HEAD_BYTES = 4096;

const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  bytes.every((b, i) => head[at + i] === b);

const ascii = (head: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...head.subarray(from, Math.min(to, head.length)));

/**
 * The type of a claim file from its first bytes, or null when it is none of the accepted ones. An Office
 * file is a zip whose entries name `[Content_Types].xml` and `word/` or `xl/`; a zip that is neither is
 * refused, and so is a program renamed to .pdf.
 */
export function claimFileTypeOf(head: Uint8Array, fileName = ''): ClaimFileType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 4, 8) === 'ftyp' && HEIC_BRANDS.includes(ascii(head, 8, 12))) return 'heic';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const names = ascii(head, 0, CLAIM_FILE_HEAD_BYTES);
    if (!names.includes('[Content_Types].xml')) return null;
    const word = names.includes('word/');
    const excel = names.includes('xl/');
    if (word && !excel) return 'docx';
    if (excel && !word) return 'xlsx';
    // The first entries did not say: the name picks between the two Office types the content allows.
    const extension = fileName.toLowerCase().split('.').pop();
    return extension === 'docx' || extension === 'xlsx' ? extension : null;
  }
  return null;
}
