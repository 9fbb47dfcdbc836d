import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkProfileForm, type ProfileCheck, type ProfileFormInput } from './profile-check.js';
import { profileFormSchema } from './routes/auth-account.js';

/**
 * What the route's own schema says of the form, as the form showed it through the zod resolver: its
 * checked values, or its first message per field (of a union, its closest kind's first message).
 */
function schemaCheck(input: ProfileFormInput): ProfileCheck {
  const result = profileFormSchema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const closest =
      issue.code === 'invalid_union' && issue.errors.length > 0
        ? issue.errors.reduce((a, b) => (b.length < a.length ? b : a))[0]
        : undefined;
    issues[String(issue.path[0] ?? '')] ??= closest?.message ?? issue.message;
  }
  return { ok: false, issues };
}

const file = { size: 3, type: 'image/png', arrayBuffer: async () => new ArrayBuffer(3) };

/** Awkward values for each field: blanks, padding, the characters refused, and each length bound. */
const NAMES = [
  'Ann',
  '',
  '   ',
  '  Ann Lee  ',
  'Ann\u0000',
  'Ann\u200b',
  '\u0001\u202e',
  'a'.repeat(100),
  ` ${'a'.repeat(100)} `,
  'a'.repeat(101),
  `${'a'.repeat(101)}\u0000`,
];
const JOB_TITLES = ['PM', '', '  ', ' PM ', 'PM\u0007', 'PM\u200b', 'a'.repeat(100), 'a'.repeat(101)];
const EMAILS = [
  'ann@x.test',
  '',
  ' ann@x.test ',
  'ann@x',
  'ann x@x.test',
  `${'a'.repeat(245)}@demo.test`,
  `${'a'.repeat(250)}@demo.test`,
];
const PHONES = [
  undefined,
  null,
  '',
  '(200) 555-0100',
  '(012) 555-0100',
  '(200',
  '(200) 555-01000',
  '(200) 555-010000',
];
const PASSWORDS = [undefined, '', 'x', 'abcdefgh', 'abcdefg1', 'abcdef1!', 'abcdefg1!', 'p'.repeat(129)];
const FLAGS = [undefined, false, true, 'true', 'false'] as const;
const NOT_FLAGS = ['maybe', ''];
const METHODS = ['sms', 'email', 'voice', 'totp'] as const;
const IMAGES = [undefined, file, new Uint8Array([1]), 'picture.png'] as const;

const base: ProfileFormInput = {
  name: 'Ann',
  phone: '',
  email: 'ann@x.test',
  job_title: 'PM',
  mfa_method: 'email',
  edit_img: false,
  edit_pwd: false,
  old_pwd: '',
  new_pwd: '',
};

const expectSame = (input: ProfileFormInput) =>
  expect(checkProfileForm(input), JSON.stringify(input)).toEqual(schemaCheck(input));

describe('checkProfileForm', () => {
  it('gives the profile schema’s messages and values for each awkward value of each field', () => {
    const cases: Partial<Record<keyof ProfileFormInput, readonly unknown[]>> = {
      name: NAMES,
      job_title: JOB_TITLES,
      email: EMAILS,
      phone: PHONES,
      old_pwd: PASSWORDS,
      new_pwd: PASSWORDS,
      edit_img: [...FLAGS, ...NOT_FLAGS],
      edit_pwd: [...FLAGS, ...NOT_FLAGS],
      mfa_method: [...METHODS, 'fax'],
      image: IMAGES,
    };
    for (const [field, values] of Object.entries(cases)) {
      for (const value of values) {
        for (const method of METHODS) {
          expectSame({ ...base, mfa_method: method, [field]: value } as ProfileFormInput);
          expectSame({
            ...base,
            mfa_method: method,
            edit_pwd: true,
            edit_img: true,
            [field]: value,
          } as ProfileFormInput);
        }
      }
    }
  });

  it('agrees with the schema on any mix of them, the rules between fields included', () => {
    const input = fc.record(
      {
        name: fc.constantFrom(...NAMES),
        phone: fc.constantFrom(...PHONES),
        email: fc.constantFrom(...EMAILS),
        job_title: fc.constantFrom(...JOB_TITLES),
        mfa_method: fc.constantFrom(...METHODS),
        edit_img: fc.constantFrom(...FLAGS),
        edit_pwd: fc.constantFrom(...FLAGS),
        old_pwd: fc.constantFrom(...PASSWORDS),
        new_pwd: fc.constantFrom(...PASSWORDS),
        image: fc.constantFrom(...IMAGES),
      },
      { requiredKeys: ['name', 'email', 'job_title', 'mfa_method'] },
    );
    fc.assert(
      fc.property(input, (values) => {
        expectSame(values as ProfileFormInput);
      }),
      { numRuns: 5_000 },
    );
  });
});
