import { DOCUMENT_TEXTS, fileTypeOf, MIME_OF } from '@lease/contract';
import { downloadBlob } from '../../ui/download';

/**
 * The name and type a downloaded document is saved with (file 2 §2, §5): the name from its title, the
 * type from its first 4 bytes, whatever the server said; null when the bytes are none of the known types.
 */
export function savedFileOf(title: string, head: Uint8Array): { name: string; mime: string } | null {
  const type = fileTypeOf(head);
  if (!type) return null;
  // A title may hold characters a file system refuses; they become dashes.
  const base = title.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'document';
  return { name: `${base}.${type === 'jpeg' ? 'jpg' : type}`, mime: MIME_OF[type] };
}

/** Saves a downloaded document in the browser, or throws 'Unknown filetype' for bytes of no known type. */
export async function saveDocument(blob: Blob, title: string): Promise<void> {
  const head = new Uint8Array(await blob.slice(0, 4).arrayBuffer());
  const file = savedFileOf(title, head);
  if (!file) throw new Error(DOCUMENT_TEXTS.unknownType);
  downloadBlob(file.name, new Blob([blob], { type: file.mime }));
}
