import { describe, expect, it } from 'vitest';
import { firstField } from '../../../ui/firstControl';
import { firstProblem } from './wizardFocus';

const dom = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
};

describe("the wizard's focus targets", () => {
  it("a step's first field skips hidden, disabled and unreachable controls", () => {
    const root = dom(`
      <input type="hidden" name="h">
      <input disabled id="off">
      <textarea tabindex="-1" aria-hidden="true"></textarea>
      <div role="combobox" tabindex="-1" id="closed"></div>
      <div role="combobox" tabindex="0" id="state"></div>
      <input id="later">`);
    expect(firstField(root)?.id).toBe('state');
  });

  it('a radio group gives its chosen radio, as Tab would', () => {
    const root = dom(`
      <div role="radiogroup">
        <input type="radio" name="m" value="a" id="a">
        <input type="radio" name="m" value="b" id="b" checked>
      </div>`);
    expect(firstField(root)?.id).toBe('b');
    const none = dom(
      `<div role="radiogroup"><input type="radio" name="n" id="c"><input type="radio" name="n"></div>`,
    );
    expect(firstField(none)?.id).toBe('c');
  });

  it('the first problem is the first marked field that can take the focus', () => {
    const root = dom(`
      <div><input id="fine"></div>
      <div data-problem="true"><div role="combobox" tabindex="-1" id="disabled-select"></div></div>
      <div data-problem="true"><input id="email"></div>
      <div data-problem="true"><input id="phone"></div>`);
    expect(firstProblem(root)?.id).toBe('email');
    expect(firstProblem(dom('<input id="x">'))).toBeNull();
  });
});
