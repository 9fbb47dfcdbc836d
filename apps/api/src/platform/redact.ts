import { isUuid } from './uuid.js';

/**
 * Masks for the secrets the product hands out (invite and reset link tokens, six-digit codes), so
 * that logs and the stored copies of sent messages never hold them in clear.
 */

/**
 * Query parameters that carry a secret: their values are masked. `state` is the OAuth redirect's, which
 * with the code would let a reader of the log finish someone's connection; a claims list's two-letter
 * state code is masked with it, a small loss.
 */
const SECRET_PARAM = /token|code|secret|password|key|otp|^state$/i;
/** A path segment that is a link token (256 random bits in base64url), as in /reset-password/<token>. */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{32,}$/;

/** A URL (or a path) with secret query values and token path segments replaced by `mask`. */
export function redactUrl(url: string, mask = '[redacted]'): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at))
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) && !isUuid(segment) ? mask : segment))
    .join('/');
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return pair.includes('=') && SECRET_PARAM.test(name) ? `${name}=${mask}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

const MASK = '••••••';

/**
 * A message body with its secrets masked: the tokens of its links, and six-digit codes (a voice call
 * spells them out with spaces). What the Email page shows of a message once it has been delivered.
 */
export const redactMessage = (body: string): string =>
  body
    .replace(/https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)]/g, (url) => redactUrl(url, MASK))
    .replace(/\b\d{6}\b/g, MASK)
    .replace(/\b\d( \d){5}\b/g, MASK);
