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

/** A message's text: its lines and tabs are its own; other control characters (a NUL) are not. */
export const MESSAGE_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/**
 * Text without invisible formatting characters: bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069, U+061C), zero-width spaces, joiners and marks (U+200B–U+200F), the word joiner and
 * invisible operators (U+2060–U+2064) and the byte-order mark (U+FEFF). In a name they make it read
 * differently from what it is, e.g. 'Bob' shown for a reversed 'boB' or two names that look the same.
 */
export const NO_INVISIBLE_FORMATTING =
  /^[^\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]*$/;

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

/** A CSV cell that a spreadsheet would run as a formula: it starts with = + - or @. */
export const CSV_FORMULA_START = /^[=+\-@]/;

/** A CSV cell that must be quoted: it holds a quote, a comma or a line break. */
export const CSV_NEEDS_QUOTES = /[",\r\n]/;

/** A rider number: letters, digits and dashes (R-0000001, or an older record's own form). */
export const RIDER_ID_PATTERN = /^[A-Za-z0-9-]+$/;

/** An amount as the currency input sends it, without $ or separators: whole dollars and up to 3 decimals (file 2 §5). */
export const MONEY_PATTERN = /^\d{1,10}(?:\.\d{1,3})?$/;

/**
 * An amount as the currency input shows it ('$1,000.00', file 2 §5) or plain ('1000.00'): an optional $,
 * the whole dollars with correct thousands separators or none, and up to 3 decimals.
 */
export const SHOWN_MONEY_PATTERN = /^\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,3})?$/;

/** A month as YYYY-MM (reports' ranges, the month an invoice run issues). */
export const MONTH_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])$/;

/** An amount in dollars with at most two decimals (a credit on an invoice line). */
export const CENTS_AMOUNT_PATTERN = /^\d{1,10}(?:\.\d{1,2})?$/;

/** The UTC offset at the end of an ISO moment: sign, hours, minutes. */
export const ISO_OFFSET_PATTERN = /([+-])(\d{2}):?(\d{2})$/;

/** An ISO moment on the hour of its own wall clock (…T15:00, …T15:00:00.000, then Z or an offset). */
export const ON_THE_HOUR_PATTERN = /T\d{2}:00(?::00(?:\.0+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
