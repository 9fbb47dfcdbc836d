/**
 * The controls a person can type into or press, in the order Tab reaches them: what a dialog or a
 * wizard step focuses first (issues #25 and #36).
 */
const FOCUSABLE = [
  'input:not([type="hidden"]):not([tabindex="-1"]):not(:disabled)',
  'textarea:not([tabindex="-1"]):not(:disabled)',
  '[role="combobox"][tabindex="0"]',
  'button:not(:disabled):not([tabindex="-1"])',
  'a[href]',
].join(', ');

/** The first control in `root` a person can type into or press; in a radio group, its chosen radio. */
export function firstField(root: Element | null): HTMLElement | null {
  const first = root?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
  if (first instanceof HTMLInputElement && first.type === 'radio' && first.name) {
    const group = first.closest('[role="radiogroup"]') ?? root;
    const chosen = group?.querySelector<HTMLInputElement>(
      `input[type="radio"][name="${CSS.escape(first.name)}"]:checked:not(:disabled)`,
    );
    return chosen ?? first;
  }
  return first;
}

/** True when `el` is one of the controls `firstField` looks for. */
export const isControl = (el: Element): boolean => el.matches(FOCUSABLE);

/** Focuses `target`, if any, and brings it into view; true when it was there to focus. */
export function focusOn(target: HTMLElement | null): boolean {
  if (!target) return false;
  target.focus();
  target.scrollIntoView?.({ block: 'nearest' });
  return true;
}
