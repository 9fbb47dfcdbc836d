import { describe, expect, it } from 'vitest';
import { MESSAGES } from './rules.js';
import { editProfile, updatePassword } from './routes/auth-account.js';
import { registerFormSchema } from './routes/auth-invite.js';

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

describe('the register rules of §5', () => {
  const valid = {
    email: 'ann@x.test',
    role: 'pm',
    password: 'Good-pass-1',
    passwordConfirm: 'Good-pass-1',
    phonenumber: '(212) 555-0100',
    jobtitle: 'PM',
    name: 'Ann',
    agree: true,
  };
  const parse = (form: Record<string, unknown>) => registerFormSchema.safeParse({ ...valid, ...form });

  it('accepts a complete form', () => {
    expect(parse({}).success).toBe(true);
  });

  it('says each password rule in its own words', () => {
    expect(messages(parse({ password: '', passwordConfirm: '' }))).toEqual([
      `password: ${MESSAGES.required}`,
      `passwordConfirm: ${MESSAGES.passwordMismatch}`,
    ]);
    expect(messages(parse({ password: 'Short1!', passwordConfirm: 'Short1!' }))).toEqual([
      `password: ${MESSAGES.passwordLength}`,
    ]);
    expect(messages(parse({ password: 'Longer-pass', passwordConfirm: 'Longer-pass' }))).toEqual([
      `password: ${MESSAGES.passwordNumber}`,
    ]);
    expect(messages(parse({ password: 'Longerpass1', passwordConfirm: 'Longerpass1' }))).toEqual([
      `password: ${MESSAGES.passwordSpecial}`,
    ]);
    expect(messages(parse({ passwordConfirm: 'Other-pass-1' }))).toEqual([
      `passwordConfirm: ${MESSAGES.passwordMismatch}`,
    ]);
  });

  it('requires name, job title, phone and the agreement', () => {
    expect(messages(parse({ name: ' ', jobtitle: '', phonenumber: '', agree: false }))).toEqual([
      `phonenumber: ${MESSAGES.required}`,
      `jobtitle: ${MESSAGES.required}`,
      `name: ${MESSAGES.required}`,
      `agree: ${MESSAGES.required}`,
    ]);
    expect(messages(parse({ phonenumber: '(012) 555-0100' }))).toEqual(['phonenumber: Invalid phone number']);
  });
});
