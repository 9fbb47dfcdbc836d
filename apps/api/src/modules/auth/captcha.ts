import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import { loadSigningKey } from '../../platform/auth/tokens.js';
import type { AppContext } from '../../platform/context.js';
import { writer } from '../../platform/writer.js';
import { captchaSolutions } from '../../db/schema/index.js';

/** A challenge must be solved and used within this time. */
const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'SHA-256';

/**
 * The HMAC secret that signs challenges: derived from the token signing key, so every instance on the
 * same database shares it without another setting.
 */
const secrets = new WeakMap<AppContext, Promise<string>>();
function captchaSecret(ctx: AppContext): Promise<string> {
  let secret = secrets.get(ctx);
  if (!secret) {
    secret = loadSigningKey(writer(ctx.database), ctx.config.jwtSecret, ctx.secrets).then((key) =>
      createHmac('sha256', key).update('altcha-challenge').digest('hex'),
    );
    secrets.set(ctx, secret);
  }
  return secret;
}

/** A self-hosted ALTCHA proof-of-work challenge: the browser tries counters until one fits. */
export async function newChallenge(ctx: AppContext): Promise<Challenge> {
  const cost = ctx.config.captchaCost;
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(cost, Math.max(1, Math.floor(cost / 2))),
    deriveKey,
    expiresAt: new Date(ctx.clock.now().getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: await captchaSecret(ctx),
  });
}

function parsePayload(token: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (typeof payload !== 'object' || payload === null) return null;
    const { challenge, solution } = payload as { challenge?: Challenge; solution?: Solution };
    if (typeof challenge?.parameters?.nonce !== 'string' || typeof solution !== 'object' || !solution)
      return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Checks the widget's payload (base64 JSON of the challenge and its solution): our signature, not
 * expired, the work done, and never used before on any instance.
 */
export async function verifyCaptcha(ctx: AppContext, token: string | null | undefined): Promise<boolean> {
  if (!token) return false;
  const payload = parsePayload(token);
  if (!payload) return false;
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: await captchaSecret(ctx),
  }).catch(() => null);
  if (!result?.verified) return false;
  const now = ctx.clock.now();
  // The nonce is spent apart from the change it guards, which may roll back (decision 0034).
  const db = writer(ctx.database);
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
  const used = await db
    .insert(captchaSolutions)
    .values({
      nonce: payload.challenge.parameters.nonce,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    })
    .onConflictDoNothing()
    .returning();
  return used.length === 1;
}
