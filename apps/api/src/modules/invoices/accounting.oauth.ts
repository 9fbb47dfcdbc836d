import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ANSWERS, INVOICE_TEXTS } from '@lease/contract';
import type { Config } from '../../config.js';
import type { Queryable, Tx } from '../../db/client.js';
import { accountingConnections, oauthStates } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, badRequest } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { writer } from '../../platform/writer.js';

export const PROVIDER = 'quickbooks';
/** An authorisation must come back within this: the state and its verifier are used once, soon. */
const STATE_TTL_MS = 10 * 60_000;
/** An access token this close to its end is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

const b64url = (bytes: Buffer) => bytes.toString('base64url');

type Accounting = NonNullable<Config['accounting']>;

export function accountingOf(ctx: AppContext): Accounting {
  if (!ctx.config.accounting) throw new HttpError(503, INVOICE_TEXTS.notConfigured);
  return ctx.config.accounting;
}

/**
 * Starts the authorisation code flow with PKCE (RFC 7636, S256): a random state and verifier, kept
 * (the verifier sealed) for the callback, and the address to send the browser to.
 */
export async function startAuthorization(
  ctx: AppContext,
  who: Who,
  actor: Actor,
): Promise<{ redirectURL: string; connected: boolean }> {
  const accounting = accountingOf(ctx);
  const state = b64url(randomBytes(32));
  const verifier = b64url(randomBytes(48));
  const challenge = b64url(createHash('sha256').update(verifier).digest());
  await change(ctx, who, { action: 'accounting.authorize', subjectType: 'accounting' }, async (work) => {
    await work.tx.insert(oauthStates).values({
      state,
      verifierSealed: ctx.secrets.seal(verifier),
      userId: actor.userId,
      createdAt: ctx.clock.now(),
    });
  });
  const url = new URL(accounting.authUrl);
  url.search = new URLSearchParams({
    client_id: accounting.clientId,
    response_type: 'code',
    scope: accounting.scope,
    redirect_uri: accounting.redirectUrl,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const [connection] = await ctx.database.db
    .select({ provider: accountingConnections.provider })
    .from(accountingConnections)
    .where(eq(accountingConnections.provider, PROVIDER));
  return { redirectURL: url.toString(), connected: Boolean(connection) };
}

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** Calls the token endpoint with the client's credentials; a refusal is the provider's, not ours (502). */
async function tokenCall(accounting: Accounting, form: Record<string, string>): Promise<TokenAnswer> {
  const basic = Buffer.from(`${accounting.clientId}:${accounting.clientSecret}`).toString('base64');
  const response = await fetch(accounting.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => {
    throw new HttpError(502, ANSWERS.accountingNoAnswer);
  });
  const body = (await response.json().catch(() => null)) as Partial<TokenAnswer> | null;
  const refused = 'The accounting system refused the authorisation. Start again from the Invoices page.';
  // A code or refresh token it refuses (400) is a stale or forged one; anything else is the provider failing.
  if (response.status === 400) throw new HttpError(400, refused);
  if (!response.ok || !body?.access_token || !body.refresh_token || typeof body.expires_in !== 'number') {
    throw new HttpError(502, refused);
  }
  return body as TokenAnswer;
}

/**
 * The provider's redirect back: the state must be one we issued, unused and recent, and the code is
 * exchanged with that state's verifier. The tokens are sealed at rest.
 */
export async function completeAuthorization(
  ctx: AppContext,
  who: Who,
  query: { code?: string | undefined; state?: string | undefined; realmId?: string | undefined },
): Promise<void> {
  const accounting = accountingOf(ctx);
  if (!query.code || !query.state) throw badRequest(ANSWERS.authorisationIncomplete);
  const { code, state } = query;
  await change(ctx, who, { action: 'accounting.connect', subjectType: 'accounting' }, async (work) => {
    // Deleting the state is what uses it: a replayed callback finds nothing.
    const [pending] = await work.tx.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
    const now = ctx.clock.now();
    if (!pending || now.getTime() - pending.createdAt.getTime() > STATE_TTL_MS) {
      throw badRequest(ANSWERS.authorisationInvalid);
    }
    work.actAs(pending.userId);
    const tokens = await tokenCall(accounting, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: accounting.redirectUrl,
      code_verifier: ctx.secrets.open(pending.verifierSealed),
    });
    await saveTokens(work.tx, ctx, tokens, now, query.realmId ?? null, pending.userId);
  });
}

async function saveTokens(
  q: Tx,
  ctx: AppContext,
  tokens: TokenAnswer,
  now: Date,
  realmId: string | null,
  userId: string | null,
): Promise<void> {
  const values = {
    accessTokenSealed: ctx.secrets.seal(tokens.access_token),
    refreshTokenSealed: ctx.secrets.seal(tokens.refresh_token),
    accessExpiresAt: new Date(now.getTime() + tokens.expires_in * 1000),
    updatedAt: now,
  };
  await q
    .insert(accountingConnections)
    .values({ provider: PROVIDER, realmId, connectedBy: userId, ...values })
    .onConflictDoUpdate({
      target: accountingConnections.provider,
      set: { ...values, ...(realmId ? { realmId } : {}), ...(userId ? { connectedBy: userId } : {}) },
    });
}

/**
 * A live access token and the company (realm) it reaches, refreshed first when it is about to end. The
 * refresh locks the row and looks again, so two pushes at once refresh once.
 */
export async function liveAccessToken(ctx: AppContext): Promise<{ token: string; realmId: string | null }> {
  const accounting = accountingOf(ctx);
  const read = (q: Queryable, lock: boolean) => {
    const query = q.select().from(accountingConnections).where(eq(accountingConnections.provider, PROVIDER));
    return lock ? query.for('update') : query;
  };
  const fresh = (row: { accessExpiresAt: Date }) =>
    row.accessExpiresAt.getTime() - ctx.clock.now().getTime() > REFRESH_MARGIN_MS;
  const [current] = await read(ctx.database.db, false);
  if (!current) throw new HttpError(503, ANSWERS.accountingNotConnected);
  if (fresh(current)) return { token: ctx.secrets.open(current.accessTokenSealed), realmId: current.realmId };
  return change(
    ctx,
    { actorId: null },
    { action: 'accounting.refresh', subjectType: 'accounting' },
    async (work) => {
      const [row] = await read(work.tx, true);
      if (!row) throw new HttpError(503, ANSWERS.accountingNotConnected);
      if (fresh(row)) return { token: ctx.secrets.open(row.accessTokenSealed), realmId: row.realmId };
      const tokens = await tokenCall(accounting, {
        grant_type: 'refresh_token',
        refresh_token: ctx.secrets.open(row.refreshTokenSealed),
      });
      await saveTokens(work.tx, ctx, tokens, ctx.clock.now(), null, null);
      return { token: tokens.access_token, realmId: row.realmId };
    },
  );
}

/** Authorisations never completed are forgotten after their time. */
export async function forgetStaleStates(ctx: AppContext): Promise<void> {
  const before = new Date(ctx.clock.now().getTime() - STATE_TTL_MS);
  // Hourly housekeeping of unused one-time states, no business change to log (decision 0034).
  await writer(ctx.database)
    .delete(oauthStates)
    .where(sql`${oauthStates.createdAt} < ${before}`);
}
