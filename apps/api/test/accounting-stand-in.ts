import { createHash, randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const ACCOUNTING_CLIENT = { id: 'lease-portal-test', secret: 'accounting-test-secret' };
export const ACCOUNTING_REALM = '9130354000000001';

export interface AccountingStandIn {
  /** The settings that point the app at it. */
  env: Record<string, string>;
  /** Token exchanges and refreshes it granted, and invoices it received (by DocNumber). */
  granted: { grant: string; verifier?: string }[];
  invoices: string[];
  /** The next pushes fail with 503 this many times (the queue must retry). */
  failNextPushes(n: number): void;
  /** Issued access tokens end this many seconds after they are granted. */
  setExpiresIn(seconds: number): void;
  close(): Promise<void>;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * A loopback stand-in of an OAuth 2.0 authorisation server with PKCE and of the accounting API
 * (QuickBooks Online's paths and shapes): the authorise page approves at once and redirects back with a
 * code bound to its challenge; the token endpoint checks the client, the code and the verifier.
 */
export async function startAccountingStandIn(): Promise<AccountingStandIn> {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const granted: AccountingStandIn['granted'] = [];
  const invoices: string[] = [];
  let failing = 0;
  let expiresIn = 3600;

  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const mint = () => {
    const access = b64url(randomBytes(24));
    const refresh = b64url(randomBytes(24));
    accessTokens.add(access);
    refreshTokens.add(refresh);
    return { access_token: access, refresh_token: refresh, expires_in: expiresIn, token_type: 'bearer' };
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = Buffer.concat(chunks).toString();
      if (req.method === 'GET' && url.pathname === '/authorize') {
        const p = url.searchParams;
        if (p.get('client_id') !== ACCOUNTING_CLIENT.id || p.get('code_challenge_method') !== 'S256') {
          return json(res, 400, { error: 'invalid_request' });
        }
        const code = b64url(randomBytes(16));
        codes.set(code, {
          challenge: p.get('code_challenge') ?? '',
          redirectUri: p.get('redirect_uri') ?? '',
        });
        const back = new URL(p.get('redirect_uri') ?? '');
        back.search = new URLSearchParams({
          code,
          state: p.get('state') ?? '',
          realmId: ACCOUNTING_REALM,
        }).toString();
        return res.writeHead(302, { location: back.toString() }).end();
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const basic = `Basic ${Buffer.from(`${ACCOUNTING_CLIENT.id}:${ACCOUNTING_CLIENT.secret}`).toString('base64')}`;
        if (req.headers.authorization !== basic) return json(res, 401, { error: 'invalid_client' });
        const form = new URLSearchParams(body);
        if (form.get('grant_type') === 'authorization_code') {
          const pending = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          const challenge = b64url(createHash('sha256').update(verifier).digest());
          if (
            !pending ||
            pending.challenge !== challenge ||
            pending.redirectUri !== form.get('redirect_uri')
          ) {
            return json(res, 400, { error: 'invalid_grant' });
          }
          granted.push({ grant: 'authorization_code', verifier });
          return json(res, 200, mint());
        }
        if (
          form.get('grant_type') === 'refresh_token' &&
          refreshTokens.delete(form.get('refresh_token') ?? '')
        ) {
          granted.push({ grant: 'refresh_token' });
          return json(res, 200, mint());
        }
        return json(res, 400, { error: 'invalid_grant' });
      }
      const push = /^\/v3\/company\/([^/]+)\/invoice$/.exec(url.pathname);
      if (req.method === 'POST' && push) {
        const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        if (!accessTokens.has(token) || push[1] !== ACCOUNTING_REALM)
          return json(res, 401, { error: 'unauthorized' });
        if (failing > 0) {
          failing--;
          return json(res, 503, { Fault: { type: 'SERVICE_UNAVAILABLE' } });
        }
        const doc = (JSON.parse(body) as { DocNumber: string }).DocNumber;
        invoices.push(doc);
        return json(res, 200, { Invoice: { Id: String(invoices.length), DocNumber: doc } });
      }
      return json(res, 404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      ACCOUNTING_CLIENT_ID: ACCOUNTING_CLIENT.id,
      ACCOUNTING_CLIENT_SECRET: ACCOUNTING_CLIENT.secret,
      ACCOUNTING_AUTH_URL: `${base}/authorize`,
      ACCOUNTING_TOKEN_URL: `${base}/token`,
      ACCOUNTING_API_URL: base,
    },
    granted,
    invoices,
    failNextPushes: (n) => {
      failing = n;
    },
    setExpiresIn: (seconds) => {
      expiresIn = seconds;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
