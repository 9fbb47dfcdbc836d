import { z } from 'zod';
import { textField } from '../list.js';
import { defineRoute } from '../route.js';
import { emailField, MESSAGES, otpField, phoneField } from '../rules.js';
import { mfaMethodSchema } from '../user.js';
import { signedInSchema } from './auth-schemas.js';

export const captchaStatus = defineRoute({
  id: 'auth.captcha-status',
  method: 'GET',
  writes: false,
  path: '/auth/captcha-status',
  summary: 'Whether the next sign-in from this address (and for this e-mail, when given) needs a captcha',
  tag: 'Auth',
  auth: 'public',
  query: z.strictObject({ email: textField(254, 'Email').optional() }),
  response: z.object({ required: z.boolean() }),
});

export const captchaChallenge = defineRoute({
  id: 'auth.captcha-challenge',
  method: 'GET',
  writes: false,
  path: '/auth/captcha-challenge',
  summary: 'A signed ALTCHA proof-of-work challenge; its solution goes in captcha_token',
  tag: 'Auth',
  auth: 'public',
  response: z.object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().optional(),
  }),
});

/** The phone of a two-factor call: the (#00) 000-0000 mask, or empty when the method needs none. */
const optionalPhone = z.union([phoneField, z.literal('')]).nullish();

const codeRequest = {
  email: emailField().optional(),
  phone: optionalPhone,
  mfa_method: mfaMethodSchema,
};

/** The current password: the step-up for changing how codes arrive (docs/decisions/0006). */
const stepUpPassword = z.string().max(128, { message: 'Password is too long', abort: true });

export const sendAuthCode = defineRoute({
  id: 'auth.send-auth-code',
  method: 'POST',
  writes: true,
  path: '/auth/send-auth-code',
  external: true,
  summary:
    'Sends a 6-digit code by sms, email or voice (or names the authenticator app); a new method or phone needs the current password',
  tag: 'Auth',
  auth: 'pending',
  body: z.strictObject({ ...codeRequest, password: stepUpPassword.optional() }),
  response: z.object({
    mfa_method: mfaMethodSchema,
    /** Where the code went, partly hidden; null for the authenticator app. */
    sentTo: z.string().nullable(),
    /** Seconds until another code may be sent. */
    resendAfter: z.number().int(),
  }),
});

export const verifyCode = defineRoute({
  id: 'auth.verify-code',
  method: 'POST',
  writes: true,
  path: '/auth/verify-code',
  external: true,
  summary: 'Checks a code; answers a full token (after sign-in) or confirms the next profile save',
  tag: 'Auth',
  auth: 'pending',
  body: z.strictObject({ ...codeRequest, code: otpField }),
  response: signedInSchema,
});

export const totpSetup = defineRoute({
  id: 'auth.totp-setup',
  method: 'POST',
  writes: true,
  path: '/auth/totp-setup',
  summary:
    'Starts enrolling an authenticator app after the current password: a secret to scan, confirmed by a first code',
  tag: 'Auth',
  auth: 'user',
  external: true,
  apiKey: false,
  body: z.strictObject({ password: stepUpPassword.min(1, MESSAGES.required) }),
  response: z.object({ secret: z.string(), uri: z.string() }),
});

export const twoFactorRoutes = [
  captchaStatus,
  captchaChallenge,
  sendAuthCode,
  verifyCode,
  totpSetup,
] as const;
