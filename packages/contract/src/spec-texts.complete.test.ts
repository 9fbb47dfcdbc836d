import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPEC_TEXTS } from './spec-texts.fixture.js';

/** The spec sits beside the repository (../shared/spec) where the product is built; a copy elsewhere may lack it. */
const SPEC_DIR = new URL('../../../../shared/spec/', import.meta.url);
const E2E_DIR = new URL('../../../e2e/tests/', import.meta.url);

/**
 * What the spec quotes or names that the fixture does not hold, each with why: values on the wire or in
 * the state (never shown), formats, and shown texts no one element carries.
 */
const NOT_SHOWN: Record<string, string> = {
  error: "a state value (two-factor's mfaSent, file 1 §8): never shown",
  success: "a state value (two-factor's verification): never shown",
  failed: "a state value (two-factor's verification, the claim's result): never shown",
  'resend-email': "a value of the invite call's type field (file 1 §8): never shown",
  'resend-request': "a value of the invite call's type field (file 1 §8): never shown",
  eCheck: "the payment method's wire value (file 2 §3); shown as 'eCheck - fastest'",
  physical_check: "the payment method's wire value (file 2 §3); shown as 'Mailed Physical Check'",
  No: 'an answer the wizard rules test (file 2 §5); the radios show the generic Yes and No',
  loading: "the dispute form's state while sending (file 2 §5): a spinner, no text",
  '(###) ###-####': 'the phone mask (file 2 §5): a format the typed digits take, not a text',
  llp: "kindOfClaim's wire value in the create call (file 2 §7): never shown",
  'YYYY-MM-DD': 'a date format (file 2 §2 claim detail), not a text',
  'Your Email':
    "the lost-invite field's label (file 1 §2.6); e2e/tests/accounts.spec.ts finds the field by this literal",
  'Agree with Terms & Condition':
    "the register checkbox's label (file 1 §2.4), split around its link (Agree with, then a link Terms & Condition): no one element to find",
  'Damage Coverage Amount':
    "a record dialog's field label (file 2 §3); e2e/tests/records.policies.spec.ts reads the value by this literal",
  'Date of loss and tenant status':
    "the spec's heading of wizard step 3, which the product labels by its first field, Date of Loss (step.3)",
  Review: 'the review screen (file 2 §2, 8): not one of the 8 labelled steps',
  Result: 'the result screen (file 2 §2, 9): not one of the 8 labelled steps',
};

const fixtureTexts = Object.values(SPEC_TEXTS).map((t) => t.text);
const known = [...fixtureTexts, ...Object.keys(NOT_SHOWN)];

const hasSpec = existsSync(SPEC_DIR);

describe.skipIf(!hasSpec)("the fixture holds every text of the spec's the product shows", () => {
  // Read only when there: a skipped describe still runs its body to collect its tests.
  const spec = hasSpec
    ? readdirSync(SPEC_DIR)
        .map((f) => readFileSync(new URL(f, SPEC_DIR), 'utf8'))
        .join('\n')
    : '';

  it('every quoted string: in a fixture text, or set aside with its reason', () => {
    // A quote opens after a non-word character and closes before one: "don't" and "policy's" stay inside.
    const quoted = [...spec.matchAll(/(?<![\w'])'(.+?)'(?!\w)|(?<!\w)"(.+?)"(?!\w)/g)].map(
      (m) => m[1] ?? m[2]!,
    );
    expect(quoted.length).toBeGreaterThan(40);
    const missing = quoted.filter((q) => !(q in NOT_SHOWN) && !fixtureTexts.some((t) => t.includes(q)));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('every text the spec says is titled, labelled or shown as: in the fixture, or set aside', () => {
    const named = [...spec.matchAll(/\b(?:titled|labelled|label|shown as) (?=[A-Z])/g)].map((m) =>
      spec.slice(m.index + m[0].length, m.index + m[0].length + 80),
    );
    expect(named.length).toBeGreaterThan(8);
    expect(named.filter((after) => !known.some((t) => after.startsWith(t)))).toEqual([]);
  });

  it("every step of the claim wizard's stepper: in the fixture, or set aside", () => {
    const wizard = /### Claim wizard\n([\s\S]*?)\n### /.exec(spec)?.[1] ?? '';
    const steps = [...wizard.matchAll(/^\d\. ([^:\n]+)[:.]/gm)].map((m) => m[1]!);
    expect(steps).toHaveLength(10);
    expect(steps.filter((step) => !known.includes(step))).toEqual([]);
  });

  it('sets nothing aside that the spec no longer has', () => {
    expect(Object.keys(NOT_SHOWN).filter((t) => !spec.includes(t))).toEqual([]);
  });
});

/** The contract constants that carry the spec's texts: the e2e tests name none of them. */
const CARRIERS = [
  'CLAIM_TEXTS',
  'CLAIM_STEP_LABELS',
  'CLAIM_TYPE_LABELS',
  'DAMAGE_TYPE_LABELS',
  'DAMAGE_PLACE_LABELS',
  'PAYMENT_METHOD_LABELS',
  'DOCUMENT_TEXTS',
  'BREADCRUMB_LEAD',
  'FLAGGED_TOOLTIP',
  'GUIDE_TITLES',
  'PALETTES',
  'EMAIL_DELETE_SUCCESS',
  'ACCEPT_SUCCESS',
  'DECLINE_SUCCESS',
  'DELETE_SUCCESS',
];
/** MESSAGES carries the product's own texts too: only its spec keys are the fixture's. */
const SPEC_MESSAGES = Object.keys(SPEC_TEXTS);

describe.skipIf(!existsSync(E2E_DIR))('the e2e tests', () => {
  it("find the spec's texts by the fixture's literals, never by a contract constant", () => {
    const uses: string[] = [];
    for (const file of readdirSync(E2E_DIR).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(new URL(file, E2E_DIR), 'utf8');
      for (const name of CARRIERS) if (new RegExp(`\\b${name}\\b`).test(text)) uses.push(`${file}: ${name}`);
      for (const m of text.matchAll(/\bMESSAGES\.(\w+)/g)) {
        if (SPEC_MESSAGES.includes(m[1]!)) uses.push(`${file}: MESSAGES.${m[1]}`);
      }
    }
    expect(uses).toEqual([]);
  });
});
