import { z } from 'zod';
import { defineRoute } from '../route.js';
import { emailField, MESSAGES } from '../rules.js';
import { themeSettingsSchema } from '../theme.js';
import { sessionUserSchema } from '../user.js';
import { accountRoutes } from './auth-account.js';
import { inviteAuthRoutes } from './auth-invite.js';
import { signInAnswerSchema } from './auth-schemas.js';
import { twoFactorRoutes } from './auth-two-factor.js';

export const signIn = defineRoute({
  id: 'auth.signin',
  method: 'POST',
  writes: true,
  path: '/auth/signin',
  summary: 'Sign in with e-mail and password',
  tag: 'Auth',
  auth: 'public',
  body: z.strictObject({
    email: emailField(MESSAGES.invalidEmailSignIn),
    password: z.string().min(1, MESSAGES.required).max(128, 'Password is too long'),
    captcha_token: z.string().max(10_000).nullish(),
  }),
  response: signInAnswerSchema,
});

export const profile = defineRoute({
  id: 'auth.profile',
  method: 'GET',
  writes: false,
  path: '/auth/profile',
  summary: 'The signed-in user',
  tag: 'Auth',
  auth: 'pending',
  external: true,
  duringPasswordUpdate: true,
  response: sessionUserSchema,
});

export const saveTheme = defineRoute({
  id: 'auth.user-theme',
  method: 'POST',
  writes: true,
  path: '/auth/user-theme',
  summary: "Save the signed-in user's theme settings",
  tag: 'Auth',
  auth: 'user',
  external: true,
  apiKey: false,
  body: themeSettingsSchema,
  response: themeSettingsSchema,
});

export const signOut = defineRoute({
  id: 'auth.logout',
  method: 'POST',
  writes: true,
  path: '/auth/logout',
  summary: 'Revoke the token this call carries',
  tag: 'Auth',
  auth: 'pending',
  external: true,
  duringPasswordUpdate: true,
  response: z.null(),
});

export * from './auth-schemas.js';
export * from './auth-two-factor.js';
export * from './auth-account.js';
export * from './auth-invite.js';

export const authRoutes = [
  signIn,
  profile,
  saveTheme,
  signOut,
  ...twoFactorRoutes,
  ...accountRoutes,
  ...inviteAuthRoutes,
] as const;
