import { describe, expect, it } from 'vitest';
import { productLabel, stageLabel } from './codes.js';

describe('stage and product labels', () => {
  it('shows a stage by its label, an unknown code as it came', () => {
    expect(stageLabel('Stage02A')).toBe('02A - Final Review');
    expect(stageLabel('Stage99')).toBe('Stage99');
  });

  it('shows a product as code and label, the code alone where they are the same', () => {
    expect(productLabel('RG')).toBe('RG Rent Guaranty');
    expect(productLabel('LDR')).toBe('LDR');
    expect(productLabel('XX')).toBe('XX');
  });
});
