import { describe, expect, it } from 'vitest';
import {
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  CLAIM_TYPE_LABELS,
  CLAIM_TYPES,
  claimTypesText,
  DISPUTE_STATUS_LABELS,
  DISPUTE_STATUSES,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  POLICY_STATUS_LABELS,
  POLICY_STATUSES,
} from './index.js';

/** Each code a screen shows, with the label map that words it (issue #36: no raw enum on a page). */
const MAPS: [string, readonly string[], Readonly<Record<string, string>>][] = [
  ['claim types', CLAIM_TYPES, CLAIM_TYPE_LABELS],
  ['claim statuses', CLAIM_STATUSES, CLAIM_STATUS_LABELS],
  ['invoice statuses', INVOICE_STATUSES, INVOICE_STATUS_LABELS],
  ['dispute statuses', DISPUTE_STATUSES, DISPUTE_STATUS_LABELS],
  ['policy statuses', POLICY_STATUSES, POLICY_STATUS_LABELS],
  ['payment methods', PAYMENT_METHODS, PAYMENT_METHOD_LABELS],
];

describe('every code has words of its own', () => {
  it.each(MAPS)('%s: a label for each code, never the code itself', (_name, codes, labels) => {
    for (const code of codes) {
      expect(Object.hasOwn(labels, code), code).toBe(true);
      expect(labels[code], code).not.toBe(code);
    }
  });

  it("a claim's types read as words, in the order given", () => {
    expect(claimTypesText(['tenantDefault', 'damages'])).toBe('Tenant Default, Damages');
  });
});
