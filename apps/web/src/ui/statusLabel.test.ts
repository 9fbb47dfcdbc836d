import { describe, expect, it } from 'vitest';
import {
  CLAIM_STATUS_LABELS,
  DISPUTE_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
  POLICY_STATUS_LABELS,
} from '@lease/contract';
import { statusLabel } from './statusLabel';

describe('a status chip says what the contract says', () => {
  it.each([
    ['claims', CLAIM_STATUS_LABELS],
    ['invoices', INVOICE_STATUS_LABELS],
    ['disputes', DISPUTE_STATUS_LABELS],
    ['policies', POLICY_STATUS_LABELS],
  ] as const)('%s', (_name, labels) => {
    for (const [code, label] of Object.entries(labels)) expect(statusLabel(code), code).toBe(label);
  });
});
