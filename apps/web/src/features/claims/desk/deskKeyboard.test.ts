import { describe, expect, it } from 'vitest';
import { deskKeyAction, typedInField } from './deskKeyboard';

const press = (key: string, selected = 0, count = 3, extra = {}) =>
  deskKeyAction({ key, ...extra }, selected, count);

describe("the desk's keys", () => {
  it('moves with j and k, held at the ends', () => {
    expect(press('j', 0)).toEqual({ type: 'move', index: 1 });
    expect(press('j', 2)).toEqual({ type: 'move', index: 2 });
    expect(press('k', 1)).toEqual({ type: 'move', index: 0 });
    expect(press('k', 0)).toEqual({ type: 'move', index: 0 });
  });

  it('opens with Enter and decides with a, r and d on the selected claim', () => {
    expect(press('Enter', 1)).toEqual({ type: 'open', index: 1 });
    expect(press('a', 2)).toEqual({ type: 'decide', index: 2, decision: 'approve' });
    expect(press('r', 0)).toEqual({ type: 'decide', index: 0, decision: 'request_documents' });
    expect(press('d', 0)).toEqual({ type: 'decide', index: 0, decision: 'deny' });
  });

  it('keeps a selection past the end of a shorter list on its last row', () => {
    expect(press('a', 5, 2)).toEqual({ type: 'decide', index: 1, decision: 'approve' });
  });

  it('leaves alone modified keys, keys typed into a field, other keys and an empty desk', () => {
    expect(press('a', 0, 3, { ctrlKey: true })).toBeNull();
    expect(press('r', 0, 3, { metaKey: true })).toBeNull();
    expect(press('j', 0, 3, { inField: true })).toBeNull();
    expect(press('x')).toBeNull();
    expect(press('j', 0, 0)).toBeNull();
  });

  it('counts fields, dialogs and a button’s own Enter as typed there', () => {
    const input = document.createElement('input');
    const button = document.createElement('button');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inDialog = document.createElement('span');
    dialog.append(inDialog);
    expect(typedInField(input, 'j')).toBe(true);
    expect(typedInField(inDialog, 'a')).toBe(true);
    expect(typedInField(button, 'Enter')).toBe(true);
    expect(typedInField(button, 'j')).toBe(false);
    expect(typedInField(document.body, 'Enter')).toBe(false);
  });
});
