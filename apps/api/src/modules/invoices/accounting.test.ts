import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@lease/contract';
import { accountingConnections, activityLog, invoices } from '../../db/schema/index.js';
import { startAccountingStandIn, type AccountingStandIn } from '../../../test/accounting-stand-in.js';
import { freshInvoice } from '../../../test/invoice-cases.js';
import { signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';
import { pushInvoice } from './accounting.push.js';
import { PROVIDER } from './accounting.oauth.js';

let standIn: AccountingStandIn;
let server: TestServer;
let tokens: Record<Role, string>;

beforeAll(async () => {
  standIn = await startAccountingStandIn();
  server = await startTestServer(standIn.env);
  tokens = await signInEveryRole(server);
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

/** The admin starts; the stand-in approves and answers with the redirect our callback receives. */
async function authorize(): Promise<URL> {
  const started = await server.call<{ data: { redirectURL: string } }>('GET', '/api/invoice/Oauth', {
    token: tokens.admin,
  });
  expect(started.status).toBe(200);
  const approved = await fetch(started.json.data.redirectURL, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  return new URL(approved.headers.get('location')!);
}

const callback = (back: URL) =>
  fetch(`${server.url}/api/invoice/oauth/callback${back.search}`, { redirect: 'manual' });

describe('the accounting connection (OAuth 2.0 with PKCE)', () => {
  it('sends the browser to the provider with state and an S256 challenge', async () => {
    const started = await server.call<{ data: { redirectURL: string; connected: boolean } }>(
      'GET',
      '/api/invoice/Oauth',
      { token: tokens.admin },
    );
    const url = new URL(started.json.data.redirectURL);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/invoice\/oauth\/callback$/);
    expect((await server.call('GET', '/api/invoice/Oauth', { token: tokens.ll })).status).toBe(403);
  });

  it('exchanges the code with its verifier, keeps the tokens sealed, and refuses the state a second time', async () => {
    const back = await authorize();
    const done = await callback(back);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('url=/dashboard/invoice?accounting=connected');
    expect(standIn.granted.at(-1)?.grant).toBe('authorization_code');
    const [stored] = await server.db
      .select()
      .from(accountingConnections)
      .where(eq(accountingConnections.provider, PROVIDER));
    expect(stored?.realmId).toBe(back.searchParams.get('realmId'));
    expect(stored?.accessTokenSealed.startsWith('v1:')).toBe(true);
    expect(stored?.refreshTokenSealed.startsWith('v1:')).toBe(true);
    const replay = await callback(back);
    expect(replay.status).toBe(400);
  });

  it('refuses a state it never issued, and a code without its verifier', async () => {
    const back = await authorize();
    back.searchParams.set('state', 'x'.repeat(43));
    expect((await callback(back)).status).toBe(400);
    // The provider refuses a code exchanged with another authorisation's verifier.
    const first = await authorize();
    const second = await authorize();
    const swapped = new URL(first);
    swapped.searchParams.set('state', second.searchParams.get('state')!);
    expect((await callback(swapped)).status).toBe(400);
  });

  it('pushes an issued invoice with a fresh token, refreshing it when it is about to end', async () => {
    standIn.setExpiresIn(30);
    await callback(await authorize());
    standIn.setExpiresIn(3600);
    const invoice = await freshInvoice(server.db);
    await pushInvoice(server.ctx, invoice.id);
    expect(standIn.granted.at(-1)?.grant).toBe('refresh_token');
    const [pushed] = await server.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(pushed?.externalId).toBeTruthy();
    expect(standIn.invoices).toContain(pushed?.number);
    // Recorded as a change of the system, with its activity row.
    const recorded = await server.db.select().from(activityLog).where(eq(activityLog.subjectId, invoice.id));
    expect(recorded.map((r) => [r.action, r.actorId])).toEqual([['invoice.pushed', null]]);
    // An invoice already pushed is not sent twice.
    const sent = standIn.invoices.length;
    await pushInvoice(server.ctx, invoice.id);
    expect(standIn.invoices).toHaveLength(sent);
  });

  it('fails a push the provider refuses, so the queue retries it', async () => {
    const invoice = await freshInvoice(server.db);
    standIn.failNextPushes(1);
    await expect(pushInvoice(server.ctx, invoice.id)).rejects.toThrow(/refused invoice/);
    await pushInvoice(server.ctx, invoice.id);
    const [pushed] = await server.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(pushed?.pushedAt).not.toBeNull();
  });

  it('sends the browser back with a notice when the user declines at the provider', async () => {
    const declined = await fetch(`${server.url}/api/invoice/oauth/callback?error=access_denied`, {
      redirect: 'manual',
    });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('url=/dashboard/invoice?accounting=denied');
  });
});
