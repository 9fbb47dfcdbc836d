import { SIGN_IN_CALLS, type routes } from '@lease/contract';
import type { RouteRef } from './client';

type Auth = typeof routes.auth;

/** The sign-in page's calls, typed by the route table but carrying only their addresses (no zod). */
export const signInCalls: {
  signIn: RouteRef<Auth['signIn']>;
  captchaStatus: RouteRef<Auth['captchaStatus']>;
  captchaChallenge: RouteRef<Auth['captchaChallenge']>;
  sendAuthCode: RouteRef<Auth['sendAuthCode']>;
  verifyCode: RouteRef<Auth['verifyCode']>;
} = SIGN_IN_CALLS;
