/** The kinds of insurance document the server makes for an application. */
export const DOCUMENT_KINDS = ['certificate', 'cancellation-notice'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The document dialog's texts (file 2 §2, §8), word for word. */
export const DOCUMENT_TEXTS = {
  noDocs: 'No Insurance Docs Found',
  noMissingDocs: 'No Missing Docs Found',
  unknownType: 'Unknown filetype',
} as const;

/** The missing-docs data (a dash-separated list, file 2 §5) as its items. */
export const missingItems = (docData: string | null): string[] =>
  (docData ?? '')
    .split('-')
    .map((item) => item.trim())
    .filter(Boolean);

/** The types a downloaded document is recognised as (file 2 §5), by its first bytes. */
export const FILE_TYPES = ['png', 'gif', 'pdf', 'jpeg', 'zip'] as const;
export type FileType = (typeof FILE_TYPES)[number];

const SIGNATURES: readonly { type: FileType; bytes: readonly number[] }[] = [
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
];

/** The type of a file from its first 4 bytes (png, gif, pdf, jpeg, zip), or null when it is none of them. */
export function fileTypeOf(head: Uint8Array): FileType | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => head[i] === b))?.type ?? null;
}

/** The MIME type a recognised file is saved with. */
export const MIME_OF: Record<FileType, string> = {
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  zip: 'application/zip',
};
