import { z } from 'zod';

/** Exact messages of spec §5 and §9, shared by the forms and the server. */
export const MESSAGES = {
  invalidEmail: 'Invalid email',
  invalidEmailSignIn: 'Invalid Email',
  required: 'Required',
  passwordLength: 'Passwords should be at least 8 character long',
  passwordNumber: 'Password should contain at least 1 number',
  passwordSpecial: 'Password should contain at least 1 special character',
  passwordMismatch: 'Password not match',
  profilePassword: 'Must contain 1 number, 1 special character, and at lease 8 characters',
  reusedPassword: "Please don't re-enter the previously used password.",
  updateMismatch: 'Passwords do not match.',
  wrongCode: 'The code you entered is wrong.',
  inviteNotFound:
    "Oops! We couldn't find you invite! A member from our team will reach out to you shortly to get this fixed for you.",
  deleteConfirm: 'Are you sure to delete?',
} as const;

export const PASSWORD_MIN = 8;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 300;
export const TOAST_MS = 2000;
export const RELOAD_EVERY_MS = 3_600_000;
export const PAGE_LOADED_MS = 500;
export const SEARCH_SUGGESTIONS_MAX = 5;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const emailField = (message: string = MESSAGES.invalidEmail) =>
  z.string().trim().max(254, 'Email is too long').regex(EMAIL_PATTERN, message);

/** The register rules: length, a number, a special character (§5). */
export const newPasswordField = z
  .string()
  .max(128, 'Password is too long')
  .min(PASSWORD_MIN, MESSAGES.passwordLength)
  .regex(/\d/, MESSAGES.passwordNumber)
  .regex(/[^A-Za-z0-9]/, MESSAGES.passwordSpecial);

/** US phone in the (#00) 000-0000 mask: the area code does not begin with 0 (§5). */
export const PHONE_PATTERN = /^\([1-9]\d{2}\) \d{3}-\d{4}$/;
export const phoneField = z.string().regex(PHONE_PATTERN, 'Invalid phone number');

export const otpField = z.string().regex(/^\d{6}$/, 'The code must be exactly 6 digits');
