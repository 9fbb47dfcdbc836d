import type { RouteDef } from '@lease/contract';
import { apiForm, type ApiAnswer } from './client';

/** The bytes of an upload sent so far, of all it will send. */
export type UploadProgress = (sent: number, total: number) => void;

/** Statuses whose Response holds no body. */
const NO_BODY = [204, 205, 304];

/**
 * fetch for a request whose upload shows its progress: fetch reports none, so this is an
 * XMLHttpRequest that answers as fetch does, with a Response, or a rejection when the server is not
 * reached.
 */
function fetchWithProgress(url: string, init: RequestInit, onProgress: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.total);
    xhr.onload = () => {
      try {
        const body = NO_BODY.includes(xhr.status) ? null : xhr.responseText;
        resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText }));
      } catch (error) {
        // A status a Response cannot hold (0): the answer never came.
        reject(error instanceof Error ? error : new TypeError('No answer'));
      }
    };
    xhr.onerror = () => reject(new TypeError('The server could not be reached'));
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/**
 * `apiForm` whose upload reports the bytes it has sent, by XMLHttpRequest since fetch cannot tell them.
 * The token, the session and the answer are apiForm's; every other call stays on fetch. A module apart
 * so the code stays with the page that uploads (the claim wizard), off the shared first-load chunk.
 */
export const apiUpload = <R extends RouteDef>(
  route: R,
  form: FormData,
  onProgress: UploadProgress,
): Promise<ApiAnswer<R>> => apiForm(route, form, (url, init) => fetchWithProgress(url, init, onProgress));
