import { statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { SOCKET_PATH } from '@lease/contract';

/** The pages of the web app served as routes of their own (web-app.ts); the rest come from the fallback. */
const WEB_PAGES = ['/login'];

/** Whether `url` names a file of the built web app: @fastify/static registers one route per file. */
function isWebAppFile(url: string, webDist: string | null): boolean {
  if (webDist === null || normalize(url) !== url || url.includes('..')) return false;
  try {
    return statSync(join(webDist, url)).isFile();
  } catch {
    return false;
  }
}

/**
 * The allow-list of routes outside /api: the notification socket, the web app's files and its own pages,
 * each read-only. Anything else there (an `app.get('/export/claims.json')`) would answer with no token,
 * no guard and no contract, so the app refuses to start with it.
 */
export function allowedOutsideApi(url: string, methods: readonly string[], webDist: string | null): boolean {
  if (!methods.every((m) => m === 'GET' || m === 'HEAD')) return false;
  return url === SOCKET_PATH || WEB_PAGES.includes(url) || isWebAppFile(url, webDist);
}
