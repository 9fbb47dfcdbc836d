import { describe, expect, it } from 'vitest';
import { chosenWith } from './phoneList';
import { isChosen } from './tableTypes';

describe("a phone card's checkbox on the grid's selection", () => {
  it('adds and removes a row, keeping rows chosen on other pages', () => {
    const chosen = chosenWith({ type: 'include', ids: new Set(['b1']) }, ['b2', 'b3'], 'b2', true);
    expect([...chosen.ids].sort()).toEqual(['b1', 'b2']);
    expect(isChosen(chosen, 'b2')).toBe(true);
    const unchosen = chosenWith(chosen, ['b2', 'b3'], 'b1', false);
    expect([...unchosen.ids]).toEqual(['b2']);
    expect(isChosen(unchosen, 'b1')).toBe(false);
  });

  it('reads "select all" as the rows it leaves out, and turns it into the shown rows it chose', () => {
    const all = { type: 'exclude' as const, ids: new Set(['r2']) };
    expect(isChosen(all, 'r1')).toBe(true);
    expect(isChosen(all, 'r2')).toBe(false);
    const after = chosenWith(all, ['r1', 'r2', 'r3'], 'r3', false);
    expect(after).toEqual({ type: 'include', ids: new Set(['r1']) });
  });
});
