/* eslint-disable no-control-regex -- control characters are what several of these patterns refuse */
/**
 * Every pattern the contract checks text with. They sit in one module so that `patterns.test.ts` times
 * each on its worst input: a pattern whose parts can match the same character in more than one way
 * backtracks in quadratic or exponential time, and one request then freezes the server. Each pattern
 * here is linear: neighbouring parts never share a character, so the engine has one way to split. Fields
 * also check their length (and stop there) before any pattern runs.
 */

/**
 * An e-mail address: no spaces, control characters or second '@'; a domain of dot-separated labels
 * ending in a label of two or more characters. Labels exclude the dot, so a run of 'a.' followed by a
 * bad character fails in one pass instead of retrying every dot (the quadratic pattern it replaces).
 */
export const EMAIL_PATTERN =
  /^[^\s@\u0000-\u001f\u007f]+@[^\s@.\u0000-\u001f\u007f]+(?:\.[^\s@.\u0000-\u001f\u007f]+)*\.[^\s@.\u0000-\u001f\u007f]{2,}$/;

/** Free text: no control characters (PostgreSQL refuses a NUL byte in text, and no name needs one). */
export const NO_CONTROL_CHARS = /^[^\u0000-\u001f\u007f]*$/;

/** A token from a link: base64url characters only. */
export const URL_TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

/** US phone in the (#00) 000-0000 mask: the area code does not begin with 0 (§5). */
export const PHONE_PATTERN = /^\([1-9]\d{2}\) \d{3}-\d{4}$/;

/** A one-time code: exactly six digits (§5). */
export const OTP_PATTERN = /^\d{6}$/;

/** A US zip code, 5 digits or ZIP+4, or nothing. */
export const ZIP_PATTERN = /^(?:\d{5}(?:-\d{4})?)?$/;

/** Password rules of §5: at least one digit, at least one character that is not a letter or digit. */
export const HAS_DIGIT = /\d/;
export const HAS_SPECIAL = /[^A-Za-z0-9]/;
