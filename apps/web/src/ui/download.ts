/** Hands bytes to the browser's download under a file name. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the bytes to the browser's download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
