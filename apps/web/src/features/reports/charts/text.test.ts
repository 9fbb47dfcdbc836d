import { describe, expect, it } from 'vitest';
import { measureText, truncate } from './text';

/** Every character 6 px wide. */
const mono = (text: string) => text.length * 6;

describe('labels cut to their room', () => {
  it('keeps a label that fits, and cuts one that does not with an ellipsis inside the room', () => {
    expect(truncate('05 - Policy Issued', 200, mono)).toBe('05 - Policy Issued');
    const cut = truncate('02 - Document Verification and Onboarding', 90, mono);
    expect(cut).toBe('02 - Document…');
    expect(mono(cut)).toBeLessThanOrEqual(90);
    // No space before the ellipsis.
    expect(truncate('01 - Tenant Evaluation', 78, mono)).toBe('01 - Tenant…');
    expect(truncate('Landlord', 3, mono)).toBe('…');
  });

  it('measures some width without a canvas (the test DOM has none)', () => {
    expect(measureText('Auto Enroll', '12px sans-serif')).toBeGreaterThan(0);
  });
});
