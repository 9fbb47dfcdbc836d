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
  signInFailed: 'The email or password you entered is incorrect.',
  captchaRequired: 'Please complete the captcha to continue.',
  accountLocked: 'Too many failed sign-in attempts. This account is locked for 15 minutes.',
  codeExpired: 'This code has expired. Please send a new one.',
  codeTriesUsed: 'Too many wrong codes. Please send a new one.',
  resetSent: 'Thanks, check your email for instructions to reset your password.',
  resetHint: "If you haven't received an email in 5 minutes, check your spam or",
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  twoStepAnnouncement: 'Two-step verification becomes automatic for every account in July 2024.',
  wrongOldPassword: 'The old password is not correct.',
  confirmBeforeSave: 'Please confirm with a two-factor code before saving.',
  phoneForMethod: 'A phone number is required for sms and voice codes.',
  passwordUpdateRequired: 'Your password must be updated before you continue.',
} as const;

/** Sign-in limits (DESIGN.md 'Accounts and sessions'). */
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MINUTES = 15;
/** One-time codes and reset links. */
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
export const RESET_TTL_MINUTES = 30;
/** A new reset e-mail to the same account is sent only after this many seconds. */
export const RESET_RESEND_SECONDS = 300;
/** A renewed invite is e-mailed again only this many seconds after its last mail. */
export const INVITE_RESEND_SECONDS = 300;
/** Profile pictures: png, jpeg or webp, recognised by their first bytes. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const PASSWORD_MIN = 8;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 300;
export const TOAST_MS = 2000;
export const RELOAD_EVERY_MS = 3_600_000;
export const PAGE_LOADED_MS = 500;
export const SEARCH_SUGGESTIONS_MAX = 5;
