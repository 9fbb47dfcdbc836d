/** A Content-Disposition for a download: an HTTP header carries only Latin-1, so the full name goes in RFC 5987 form. */
export const attachment = (fileName: string): string =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
