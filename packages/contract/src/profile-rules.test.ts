import { describe, expect, it } from 'vitest';
import { MESSAGES } from './rules.js';
import { editProfile, updatePassword } from './routes/auth-account.js';

const base = { name: 'Ann', email: 'ann@x.test', job_title: 'PM', mfa_method: 'email' };
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the profile rules of §5', () => {
  const parse = (body: Record<string, unknown>) => editProfile.body.safeParse({ ...base, ...body });

  it('accepts the form with multipart flags as text', () => {
    expect(parse({ edit_img: 'false', edit_pwd: 'false', phone: '' }).success).toBe(true);
  });

  it('requires a phone for sms and voice', () => {
    expect(messages(parse({ mfa_method: 'sms' }))).toEqual([`phone: ${MESSAGES.phoneForMethod}`]);
  });

  it('needs both passwords, the new one with a number, a special character and 8 characters', () => {
    expect(messages(parse({ edit_pwd: 'true', old_pwd: 'x', new_pwd: 'abcdefgh' }))).toEqual([
      `new_pwd: ${MESSAGES.profilePassword}`,
    ]);
    expect(messages(parse({ edit_pwd: true, new_pwd: 'abcdefg1!' }))).toEqual([
      `old_pwd: ${MESSAGES.required}`,
    ]);
  });

  it('refuses a US number whose area code begins with 0', () => {
    expect(parse({ phone: '(012) 555-0100' }).success).toBe(false);
  });
});

describe('the password update rules of §2.9', () => {
  it('refuses the old password again, and an empty old one', () => {
    expect(
      messages(updatePassword.body.safeParse({ old_pwd: 'Same-pass-1!', new_pwd: 'Same-pass-1!' })),
    ).toEqual([`new_pwd: ${MESSAGES.reusedPassword}`]);
    expect(messages(updatePassword.body.safeParse({ old_pwd: '', new_pwd: 'Other-pass-1!' }))).toEqual([
      `old_pwd: ${MESSAGES.required}`,
    ]);
  });
});
