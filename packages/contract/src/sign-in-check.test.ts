import { describe, expect, it } from 'vitest';
import * as routes from './routes/index.js';
import { signInIssues, type SignInField } from './sign-in-check.js';

/** The first message per field of the route's own schema: what the zod-free check must match. */
function schemaIssues(values: Record<SignInField, string>): Partial<Record<SignInField, string>> {
  const result = routes.auth.signIn.body.pick({ email: true, password: true }).safeParse(values);
  const issues: Partial<Record<SignInField, string>> = {};
  for (const issue of result.error?.issues ?? []) issues[issue.path[0] as SignInField] ??= issue.message;
  return issues;
}

const EMAILS = [
  '',
  '   ',
  'pm@demo.test',
  '  pm@demo.test  ',
  'pm@demo',
  'pm@@demo.test',
  'p m@demo.test',
  'pm@demo.t',
  'pm@.test',
  'pm@demo..test',
  'pm\u0000@demo.test',
  `${'a'.repeat(245)}@demo.test`,
  `${'a'.repeat(250)}@demo.test`,
  `  ${'a'.repeat(244)}@demo.test  `,
];
const PASSWORDS = ['', ' ', 'x', 'Demo-pass-2026!', 'p'.repeat(128), 'p'.repeat(129)];

describe('signInIssues', () => {
  it('gives the sign-in schema’s messages for every pairing of awkward e-mails and passwords', () => {
    for (const email of EMAILS) {
      for (const password of PASSWORDS) {
        expect(signInIssues({ email, password }), JSON.stringify({ email, password })).toEqual(
          schemaIssues({ email, password }),
        );
      }
    }
  });
});
