import { fileTypeFromBuffer } from 'file-type';
import type { ClaimFileType } from '@lease/contract';
import { withoutUnsafeCharacters } from '../http/attachment.js';

/**
 * How many leading bytes a file's type is judged from: file-type reads an Office file's zip entries
 * (its `[Content_Types].xml`, which Office writes first), so more than a magic number's few bytes.
 */
export const TYPE_HEAD_BYTES = 64 * 1024;

/** file-type's extension of each accepted type, and the extension a stored file of that type gets. */
const EXTENSIONS: Record<ClaimFileType, string> = {
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  jpeg: 'jpg',
  png: 'png',
  heic: 'heic',
};
const TYPE_OF_EXTENSION = new Map(
  Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type as ClaimFileType]),
);

/**
 * The type of a claim file from its head, or null when it is none of the accepted ones (file 2 §5). The
 * file-type package reads the content, never the name: an Office file by its zip structure, so a zip
 * that merely names `word/` in its text is a zip, and a program renamed .pdf is refused.
 */
export async function claimFileTypeOfContent(head: Uint8Array): Promise<ClaimFileType | null> {
  const found = await fileTypeFromBuffer(head);
  return (found && TYPE_OF_EXTENSION.get(found.ext)) ?? null;
}

/** The name as a client sent it: its last path segment, without unsafe characters, at a sane length. */
export const clientFileName = (name: string): string =>
  withoutUnsafeCharacters(name.split(/[/\\]/).pop() ?? '')
    .trim()
    .slice(0, 255) || 'file';

/**
 * The name a stored file goes by: the client's base name, and the extension of the type its content
 * has, so PDF bytes sent as `x.html` are `x.pdf`.
 */
export function storedFileName(name: string, type: ClaimFileType): string {
  const clean = clientFileName(name);
  const dot = clean.lastIndexOf('.');
  const base = (dot > 0 ? clean.slice(0, dot) : clean).slice(0, 200).trim() || 'file';
  return `${base}.${EXTENSIONS[type]}`;
}

/** The type of a file stored under `storedFileName`, from the extension that function gave it. */
export function storedFileType(name: string): ClaimFileType | null {
  return TYPE_OF_EXTENSION.get(name.slice(name.lastIndexOf('.') + 1)) ?? null;
}
