import { describe, expect, it } from 'vitest';
import { stepIndex } from './useActiveIndex';

describe('a chart’s keyboard', () => {
  it('steps through its groups with the arrows, jumps with Home and End, and stops at either end', () => {
    expect(stepIndex(null, 'ArrowRight', 5)).toBe(0);
    expect(stepIndex(null, 'ArrowLeft', 5)).toBe(4);
    expect(stepIndex(1, 'ArrowDown', 5)).toBe(2);
    expect(stepIndex(4, 'ArrowRight', 5)).toBe(4);
    expect(stepIndex(0, 'ArrowUp', 5)).toBe(0);
    expect(stepIndex(2, 'Home', 5)).toBe(0);
    expect(stepIndex(2, 'End', 5)).toBe(4);
  });

  it('hides the tooltip on Escape and leaves other keys (Tab) alone', () => {
    expect(stepIndex(2, 'Escape', 5)).toBeNull();
    expect(stepIndex(2, 'Tab', 5)).toBeUndefined();
    expect(stepIndex(2, 'a', 5)).toBeUndefined();
  });
});
