/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { idField, textField } from './list.js';
import * as patterns from './patterns.js';
import { buildingImportRowSchema } from './routes/buildings.js';
import { checkToken } from './routes/auth-invite.js';
import { resetPassword } from './routes/auth-account.js';
import { emailField, newPasswordField, otpField, phoneField } from './rules.js';

/**
 * A linear pattern takes a few milliseconds on these inputs even on a loaded machine; the quadratic
 * e-mail pattern this replaced took seconds on the 64 KB one (9.7 s for a 156 KB sign-in).
 */
const BOUND_MS = 250;
const REPEAT = 32 * 1024;

const timeMs = (run: () => unknown) => {
  const start = performance.now();
  run();
  return performance.now() - start;
};

/**
 * The worst inputs of each pattern: runs of the characters its neighbouring parts accept, ended by one
 * that makes the whole match fail, so a backtracking engine would retry every split.
 */
const WORST: Record<keyof typeof patterns, string[]> = {
  EMAIL_PATTERN: [
    `a@${'a.'.repeat(REPEAT)}@`,
    `a@${'aaaa.'.repeat(REPEAT / 2)}a@`,
    `a@${'a.'.repeat(REPEAT)}`,
    `${'a'.repeat(REPEAT)}@${'a'.repeat(REPEAT)}`,
    `a@a${'.a'.repeat(REPEAT)} `,
    '@'.repeat(REPEAT * 2),
    'a@'.repeat(REPEAT),
  ],
  NO_CONTROL_CHARS: [`${'a'.repeat(REPEAT * 2)}\u0000`, `${'\u0000'.repeat(REPEAT)}`],
  MESSAGE_TEXT: [`${'a\n'.repeat(REPEAT)}\u0000`, `${'\u0000'.repeat(REPEAT)}`],
  NO_INVISIBLE_FORMATTING: [`${'a'.repeat(REPEAT * 2)}\u202e`, '\u200b'.repeat(REPEAT * 2)],
  URL_TOKEN_PATTERN: [`${'a-_'.repeat(REPEAT)}!`],
  RIDER_ID_PATTERN: [`${'R-0'.repeat(REPEAT)}_`],
  PHONE_PATTERN: [`(212) 555-0100${'0'.repeat(REPEAT)}`, '('.repeat(REPEAT * 2)],
  OTP_PATTERN: [`${'1'.repeat(REPEAT * 2)}a`],
  ZIP_PATTERN: [`${'12345-'.repeat(REPEAT)}`, `12345-${'1'.repeat(REPEAT * 2)}`],
  HAS_DIGIT: ['a'.repeat(REPEAT * 2)],
  HAS_SPECIAL: ['aZ9'.repeat(REPEAT)],
  CSV_FORMULA_START: [`${'a'.repeat(REPEAT * 2)}=`],
  CSV_NEEDS_QUOTES: [`${'a'.repeat(REPEAT * 2)}`, `${'\u0000'.repeat(REPEAT)}`],
  MONEY_PATTERN: [`${'1'.repeat(REPEAT * 2)}.`, `1.${'1'.repeat(REPEAT * 2)}`, '1.1'.repeat(REPEAT)],
  SHOWN_MONEY_PATTERN: [
    `$${'1,111'.repeat(REPEAT)}.`,
    `${'1'.repeat(REPEAT * 2)},`,
    `$1${',111'.repeat(REPEAT)}.1111`,
  ],
  MONTH_PATTERN: [`${'2026-1'.repeat(REPEAT)}`, `${'1'.repeat(REPEAT * 2)}-13`],
  CENTS_AMOUNT_PATTERN: [`${'1'.repeat(REPEAT * 2)}.`, '1.1'.repeat(REPEAT)],
  ISO_OFFSET_PATTERN: [`${'+12'.repeat(REPEAT)}x`, `${'-0:'.repeat(REPEAT)}`],
  ON_THE_HOUR_PATTERN: [`${'T12:00'.repeat(REPEAT)}x`, `T12:00:00.${'0'.repeat(REPEAT * 2)}x`],
};

/** Pieces for a sweep of every pattern: pairs of these, repeated, between a prefix and a bad ending. */
const PIECES = ['a', '.', '@', '-', '1', '(', ')', ' ', '_', 'é', '\u0000'];
const PREFIXES = ['', 'a@', '(2', '12345'];

describe('every pattern of the contract runs in linear time', () => {
  it('has worst inputs for every pattern, and no pattern lives outside patterns.ts', () => {
    expect(Object.keys(WORST).sort()).toEqual(Object.keys(patterns).sort());
    for (const value of Object.values(patterns)) expect(value).toBeInstanceOf(RegExp);

    // A regex literal or constructor anywhere else in the contract would escape these timings.
    const literal = /(?:^|[=(,:!&|?])\s*\/(?![/*])[^\n]*\/[dgimsuyv]*\s*(?:[;),.]|$)|new RegExp\(/m;
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name: string) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? sources(path) : [path];
      });
    const offenders = sources(import.meta.dirname)
      .filter((p) => p.endsWith('.ts') && !p.endsWith('.test.ts') && !p.endsWith('patterns.ts'))
      .filter((p) => literal.test(readFileSync(p, 'utf8')));
    expect(offenders).toEqual([]);
  });

  for (const [name, inputs] of Object.entries(WORST)) {
    it(`${name} stays under ${BOUND_MS} ms on its worst inputs`, () => {
      const pattern = patterns[name as keyof typeof patterns];
      for (const input of inputs) {
        const ms = timeMs(() => pattern.test(input));
        expect(ms, `${name} on ${input.slice(0, 12)}… (${input.length} chars)`).toBeLessThan(BOUND_MS);
      }
      for (const prefix of PREFIXES) {
        for (const x of PIECES) {
          for (const y of PIECES) {
            const input = `${prefix}${(x + y).repeat(4096)}\u0000@`;
            const ms = timeMs(() => pattern.test(input));
            expect(ms, `${name} on ${JSON.stringify(prefix + x + y)}…`).toBeLessThan(BOUND_MS);
          }
        }
      }
    });
  }
});

describe('fields check their length before any pattern', () => {
  const megabyte = `a@${'a.'.repeat(512 * 1024)}@`;
  const issues = (schema: z.ZodType, value: unknown) => {
    const r = schema.safeParse(value);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  const cases: [string, z.ZodType, unknown, string][] = [
    ['e-mail', emailField(), megabyte, 'Email is too long'],
    ['free text', textField(200, 'Search'), megabyte, 'Search is too long (at most 200 characters)'],
    ['new password', newPasswordField, megabyte, 'Password is too long'],
    ['phone', phoneField, megabyte, 'Invalid phone number'],
    ['one-time code', otpField, megabyte, 'The code must be exactly 6 digits'],
    ['invite token', checkToken.query!.shape.token, megabyte, 'This invite link is not valid.'],
    [
      'reset token',
      resetPassword.body!.shape.token,
      megabyte,
      'This reset link is invalid or has expired. Please request a new one.',
    ],
    ['zip', buildingImportRowSchema.shape.billingZip, megabyte, 'Billing zip must be 5 digits or ZIP+4'],
    ['id', idField(), megabyte, 'Id must be a valid id'],
  ];
  for (const [label, schema, value, message] of cases) {
    it(`refuses a 1 MB ${label} with only its length message, quickly`, () => {
      let found: string[] = [];
      const ms = timeMs(() => (found = issues(schema, value)));
      expect(found).toEqual([message]);
      expect(ms).toBeLessThan(BOUND_MS);
    });
  }
});
