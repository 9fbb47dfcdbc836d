// Its own module, without Fastify or the app: the bench's bare yardstick sends the same answer with it.

/**
 * An API answer is data, never a page to render or frame: no cache keeps it (they carry tokens, codes
 * and personal data), nothing may run or load from it, and the browser must not guess its type.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
