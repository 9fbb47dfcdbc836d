import { MESSAGES } from './constants.js';
import { EMAIL_PATTERN } from './patterns.js';

export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;

export type SignInField = 'email' | 'password';

/**
 * The sign-in form's rules without zod, for the light sign-in page: the same limits, order and
 * messages (§5) as the `auth.signin` body schema, which sign-in-check.test.ts holds it to.
 */
export function signInIssues(values: Record<SignInField, string>): Partial<Record<SignInField, string>> {
  const issues: Partial<Record<SignInField, string>> = {};
  const email = values.email.trim();
  if (email.length > EMAIL_MAX) issues.email = 'Email is too long';
  else if (!EMAIL_PATTERN.test(email)) issues.email = MESSAGES.invalidEmailSignIn;
  if (values.password.length < 1) issues.password = MESSAGES.required;
  else if (values.password.length > PASSWORD_MAX) issues.password = 'Password is too long';
  return issues;
}
