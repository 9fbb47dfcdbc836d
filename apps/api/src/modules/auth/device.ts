import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';

/**
 * A known device: a signed cookie set at a full sign-in, naming the account. The right password from
 * it passes the captcha and every back-off, so strangers failing on purpose cannot lock the owner out.
 */
const COOKIE = 'lease_device';
const MAX_AGE_SECONDS = 180 * 24 * 3600;
const PURPOSE = 'known-device';

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function rememberDevice(ctx: AppContext, reply: FastifyReply, userId: string): void {
  const issued = Math.floor(ctx.clock.now().getTime() / 1000);
  const value = `${userId}.${issued}.${ctx.signer.mac(PURPOSE, `${userId}.${issued}`)}`;
  const secure = ctx.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${COOKIE}=${value}; Path=/api/auth; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
  );
}

/** The account whose device this is, when the request carries a valid, unexpired device cookie. */
export function knownDeviceOf(ctx: AppContext, request: FastifyRequest): string | null {
  const cookie = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`));
  const [userId, issued, mac] = (cookie?.slice(COOKIE.length + 1) ?? '').split('.');
  if (!userId || !issued || !mac) return null;
  if (!sameText(mac, ctx.signer.mac(PURPOSE, `${userId}.${issued}`))) return null;
  const age = ctx.clock.now().getTime() / 1000 - Number(issued);
  return age >= 0 && age < MAX_AGE_SECONDS ? userId : null;
}
