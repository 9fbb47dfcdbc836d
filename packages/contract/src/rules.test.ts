import { describe, expect, it } from 'vitest';
import { emailField, MESSAGES, newPasswordField, otpField, phoneField } from './rules.js';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('form rules of §5', () => {
  it('words each password rule exactly', () => {
    expect(messages(newPasswordField.safeParse('abc'))).toEqual([
      MESSAGES.passwordLength,
      MESSAGES.passwordNumber,
      MESSAGES.passwordSpecial,
    ]);
    expect(MESSAGES.passwordLength).toBe('Passwords should be at least 8 character long');
    expect(newPasswordField.safeParse('abcdefg1!').success).toBe(true);
  });

  it('checks e-mail addresses with the screen-specific message', () => {
    expect(messages(emailField().safeParse('nope'))).toEqual(['Invalid email']);
    expect(messages(emailField(MESSAGES.invalidEmailSignIn).safeParse('nope@'))).toEqual(['Invalid Email']);
    expect(emailField().safeParse('pm@demo.test').success).toBe(true);
    for (const ok of ['first.last+tag@sub.domain.org', "o'brien@x.co", ' pm@demo.test ']) {
      expect(emailField().safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['a@b.c', 'a@.bc', 'a@b..cc', 'a@b.cc.', 'a b@c.de', 'a@b@c.de', 'a@b\u0000.de']) {
      expect(messages(emailField().safeParse(bad)), bad).toEqual(['Invalid email']);
    }
  });

  it('takes US phones in the (#00) 000-0000 mask, area code not starting with 0', () => {
    expect(phoneField.safeParse('(212) 555-0100').success).toBe(true);
    expect(phoneField.safeParse('(012) 555-0100').success).toBe(false);
    expect(phoneField.safeParse('212-555-0100').success).toBe(false);
  });

  it('takes a one-time code of exactly six digits', () => {
    expect(otpField.safeParse('123456').success).toBe(true);
    expect(otpField.safeParse('12345').success).toBe(false);
    expect(otpField.safeParse('12345a').success).toBe(false);
  });

  it('stops at the length limit before any pattern, with one message', () => {
    const long = `${'a'.repeat(250)}@x.com`;
    expect(messages(emailField().safeParse(long))).toEqual(['Email is too long']);
    expect(messages(emailField().safeParse(`${'a'.repeat(242)}@demo.test`))).toEqual([]);
    expect(messages(emailField().safeParse('a'.repeat(300)))).toEqual(['Email is too long']);
    expect(messages(phoneField.safeParse('(212) 555-01000'))).toEqual(['Invalid phone number']);
    expect(messages(otpField.safeParse('1234567'))).toEqual(['The code must be exactly 6 digits']);
    expect(messages(newPasswordField.safeParse(`a1!${'b'.repeat(126)}`))).toEqual(['Password is too long']);
  });
});
