import type { z } from 'zod';
import { MESSAGES, PASSWORD_MIN } from './constants.js';
import { MFA_METHODS } from './mfa-methods.js';
import {
  EMAIL_PATTERN,
  HAS_DIGIT,
  HAS_SPECIAL,
  NO_CONTROL_CHARS,
  NO_INVISIBLE_FORMATTING,
  PHONE_PATTERN,
} from './patterns.js';
import type { profileFormSchema } from './routes/auth-account.js';

/** The profile form as typed (§2.8), and as checked: names trimmed, flags booleans. */
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;
export type ProfileField = keyof ProfileFormInput & string;

export type ProfileCheck =
  { ok: true; values: ProfileFormValues } | { ok: false; issues: Partial<Record<ProfileField, string>> };

const NAME_MAX = 100;
const PHONE_MAX = 14;
const EMAIL_MAX = 254;
const PASSWORD_MAX = 128;

/**
 * The profile form's rules without zod, for the profile page (issue #33: zod and the contract's schemas
 * are 25 KB of a phone's 200): the same limits, order, messages and checked values as the
 * `auth.editProfile` body schema, which profile-check.test.ts holds it to. Only the first message of each
 * field, which is all the form shows (of a field that is one of two kinds, the phone and the flags, the
 * first kind's, as the zod resolver shows it). The server still checks the body with the schema.
 */
export function checkProfileForm(input: ProfileFormInput): ProfileCheck {
  const issues: Partial<Record<ProfileField, string>> = {};
  // A length past its field's bound, a picture that is no file, a flag or a method that is none: the
  // schema stops there and does not run the rules between fields.
  let stopped = false;
  const add = (field: ProfileField, message: string) => (issues[field] ??= message);

  const text = (field: ProfileField, value: string, label: string, invisible: boolean): string => {
    const trimmed = value.trim();
    if (trimmed.length > NAME_MAX) {
      add(field, `${label} is too long (at most ${NAME_MAX} characters)`);
      stopped = true;
      return trimmed;
    }
    if (!NO_CONTROL_CHARS.test(trimmed)) add(field, `${label} contains characters that are not allowed`);
    if (invisible && !NO_INVISIBLE_FORMATTING.test(trimmed)) {
      add(field, `${label} must not contain invisible or text-direction characters`);
    }
    if (!issues[field] && trimmed.length < 1) add(field, MESSAGES.required);
    return trimmed;
  };
  const flag = (field: ProfileField, value: boolean | 'true' | 'false' | undefined): boolean => {
    if (value === undefined || typeof value === 'boolean') return value ?? false;
    if (value === 'true' || value === 'false') return value === 'true';
    add(field, `Invalid input: expected boolean, received ${typeof value}`);
    stopped = true;
    return false;
  };
  const password = (field: ProfileField, value: string | undefined) => {
    if (value !== undefined && value.length > PASSWORD_MAX) {
      add(field, 'Password is too long');
      stopped = true;
    }
  };

  const { image, phone, mfa_method, old_pwd, new_pwd } = input;
  if (image !== undefined && !isFile(image)) {
    add('image', 'The image must be a file');
    stopped = true;
  }
  const name = text('name', input.name, 'Name', true);
  if (phone !== undefined && phone !== null && phone !== '') {
    if (phone.length > PHONE_MAX) {
      add('phone', 'Invalid phone number');
      stopped = true;
    } else if (!PHONE_PATTERN.test(phone)) add('phone', 'Invalid phone number');
  }
  const email = input.email.trim();
  if (email.length > EMAIL_MAX) {
    add('email', 'Email is too long');
    stopped = true;
  } else if (!EMAIL_PATTERN.test(email)) add('email', MESSAGES.invalidEmail);
  const jobTitle = text('job_title', input.job_title, 'Job title', false);
  password('old_pwd', old_pwd);
  password('new_pwd', new_pwd);
  const editImg = flag('edit_img', input.edit_img);
  const editPwd = flag('edit_pwd', input.edit_pwd);
  if (!(MFA_METHODS as readonly string[]).includes(mfa_method)) {
    add('mfa_method', `Invalid option: expected one of ${MFA_METHODS.map((m) => `"${m}"`).join('|')}`);
    stopped = true;
  }

  if (!stopped) {
    if ((mfa_method === 'sms' || mfa_method === 'voice') && !phone) add('phone', MESSAGES.phoneForMethod);
    if (editPwd) {
      if (!old_pwd) add('old_pwd', MESSAGES.required);
      const strong =
        !!new_pwd && new_pwd.length >= PASSWORD_MIN && HAS_DIGIT.test(new_pwd) && HAS_SPECIAL.test(new_pwd);
      if (!strong) add('new_pwd', MESSAGES.profilePassword);
    }
    if (editImg && !image) add('image', 'Choose an image to upload');
  }
  if (Object.keys(issues).length > 0) return { ok: false, issues };

  const values: ProfileFormValues = {
    name,
    email,
    job_title: jobTitle,
    edit_img: editImg,
    edit_pwd: editPwd,
    mfa_method,
  };
  // The schema's output has only the keys the input had.
  if ('image' in input) values.image = image;
  if ('phone' in input) values.phone = phone;
  if ('old_pwd' in input) values.old_pwd = old_pwd;
  if ('new_pwd' in input) values.new_pwd = new_pwd;
  return { ok: true, values };
}

/** The schema's file test: bytes, or a browser File or Blob described by shape. */
const isFile = (v: unknown): boolean =>
  v instanceof Uint8Array ||
  (typeof v === 'object' && v !== null && 'arrayBuffer' in v && 'size' in v && 'type' in v);
