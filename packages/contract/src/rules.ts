import { z } from 'zod';
import { MESSAGES, PASSWORD_MIN } from './constants.js';
import { EMAIL_PATTERN, HAS_DIGIT, HAS_SPECIAL, OTP_PATTERN, PHONE_PATTERN } from './patterns.js';

// The messages and limits are kept in a module free of zod, so a light page (sign-in) can use them.
export * from './constants.js';

/**
 * Every field checks its length first and stops there (`abort`): a pattern never sees more than the
 * field can hold, so no input, however long, costs more than a bounded match.
 */
export const emailField = (message: string = MESSAGES.invalidEmail) =>
  z.string().trim().max(254, { message: 'Email is too long', abort: true }).regex(EMAIL_PATTERN, message);

/** The register rules: length, a number, a special character (§5). */
export const newPasswordField = z
  .string()
  .max(128, { message: 'Password is too long', abort: true })
  .min(PASSWORD_MIN, MESSAGES.passwordLength)
  .regex(HAS_DIGIT, MESSAGES.passwordNumber)
  .regex(HAS_SPECIAL, MESSAGES.passwordSpecial);

export const phoneField = z
  .string()
  .max(14, { message: 'Invalid phone number', abort: true })
  .regex(PHONE_PATTERN, 'Invalid phone number');

export const otpField = z
  .string()
  .max(6, { message: 'The code must be exactly 6 digits', abort: true })
  .regex(OTP_PATTERN, 'The code must be exactly 6 digits');
