/**
 * Right-to-left and other direction overrides, and control characters: a name that shows one extension
 * and has another (`lease\u202Efdp.exe`), or that breaks a header.
 */
const UNSAFE_IN_NAMES = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** A file name without the characters that would make it lie about itself or break a header. */
export const withoutUnsafeCharacters = (name: string): string => name.replace(UNSAFE_IN_NAMES, '');

/**
 * A Content-Disposition for a download: an HTTP header carries only Latin-1, so the full name goes in
 * RFC 5987 form; neither form keeps a direction override or a control character.
 */
export function attachment(fileName: string): string {
  const name = withoutUnsafeCharacters(fileName);
  return `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
