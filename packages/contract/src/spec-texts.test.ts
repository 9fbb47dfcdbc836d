import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEXTS } from './documents.js';
import { MESSAGES } from './constants.js';
import { EMAIL_DELETE_SUCCESS } from './routes/emails.js';
import { ACCEPT_SUCCESS, DECLINE_SUCCESS, DELETE_SUCCESS } from './routes/notifications.js';

/**
 * The texts the spec quotes and the product shows or answers, copied here by hand, word for word and
 * typos included ('Password not match', 'at lease'), each with where the spec has it and the contract
 * constant that carries it. Compared as literals, not with the constant the code uses, so a text changed
 * in the contract alone turns this red; a text the spec changes is changed here in the same review.
 */
const SPEC_TEXTS: { text: string; where: string; contract: string }[] = [
  { text: 'Invalid email', where: '1 §5 Email (all screens)', contract: MESSAGES.invalidEmail },
  { text: 'Invalid Email', where: '1 §5 Email, on sign-in', contract: MESSAGES.invalidEmailSignIn },
  { text: 'Required', where: '1 §5 Sign-in password; Password update page', contract: MESSAGES.required },
  {
    text: 'Passwords should be at least 8 character long',
    where: '1 §5 Register',
    contract: MESSAGES.passwordLength,
  },
  {
    text: 'Password should contain at least 1 number',
    where: '1 §5 Register',
    contract: MESSAGES.passwordNumber,
  },
  {
    text: 'Password should contain at least 1 special character',
    where: '1 §5 Register',
    contract: MESSAGES.passwordSpecial,
  },
  { text: 'Password not match', where: '1 §5 Register', contract: MESSAGES.passwordMismatch },
  {
    text: 'Must contain 1 number, 1 special character, and at lease 8 characters',
    where: '1 §5 Profile',
    contract: MESSAGES.profilePassword,
  },
  {
    text: "Please don't re-enter the previously used password.",
    where: '1 §5 Password update page',
    contract: MESSAGES.reusedPassword,
  },
  { text: 'Passwords do not match.', where: '1 §5 Password update page', contract: MESSAGES.updateMismatch },
  { text: 'The code you entered is wrong.', where: '1 §8 Error catalogue', contract: MESSAGES.wrongCode },
  {
    text: "Oops! We couldn't find you invite! A member from our team will reach out to you shortly to get this fixed for you.",
    where: '1 §2.6 Find-your-invite screen',
    contract: MESSAGES.inviteNotFound,
  },
  {
    text: 'Thanks, check your email for instructions to reset your password.',
    where: '1 §2.5 Reset password screen',
    contract: MESSAGES.resetSent,
  },
  {
    text: "If you haven't received an email in 5 minutes, check your spam or",
    where: '1 §2.5 Reset password screen (before the Resend link)',
    contract: MESSAGES.resetHint,
  },
  { text: 'Are you sure to delete?', where: '1 §9 Confirmation dialog', contract: MESSAGES.deleteConfirm },
  { text: 'Delete Success', where: '1 §8 Fixed success texts (e-mail)', contract: EMAIL_DELETE_SUCCESS },
  { text: 'Accept Success!', where: '1 §8 Fixed success texts', contract: ACCEPT_SUCCESS },
  { text: 'Decline Successful!', where: '1 §8 Fixed success texts', contract: DECLINE_SUCCESS },
  { text: 'Delete Successful!', where: '1 §8 Fixed success texts', contract: DELETE_SUCCESS },
  { text: 'No Insurance Docs Found', where: '1 §8; 2 §2 document dialog', contract: DOCUMENT_TEXTS.noDocs },
  {
    text: 'No Missing Docs Found',
    where: '1 §8; 2 §2 document dialog',
    contract: DOCUMENT_TEXTS.noMissingDocs,
  },
  { text: 'Unknown filetype', where: '1 §8 downloads', contract: DOCUMENT_TEXTS.unknownType },
];

/** The spec sits beside the repository (../shared/spec) where the product is built; a copy elsewhere may lack it. */
const SPEC_DIR = new URL('../../../../shared/spec/', import.meta.url);

describe("the spec's texts", () => {
  it.each(SPEC_TEXTS.map((t) => [t.text, t] as const))(
    '%s: the contract carries it word for word',
    (_t, entry) => {
      expect(entry.contract).toBe(entry.text);
    },
  );

  it.skipIf(!existsSync(SPEC_DIR))('are quoted in the spec as copied here', () => {
    const spec = readdirSync(SPEC_DIR)
      .map((f) => readFileSync(new URL(f, SPEC_DIR), 'utf8'))
      .join('\n');
    expect(SPEC_TEXTS.filter((t) => !spec.includes(t.text)).map((t) => t.text)).toEqual([]);
  });
});
