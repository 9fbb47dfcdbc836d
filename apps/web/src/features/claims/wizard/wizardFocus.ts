/**
 * Where the wizard puts the keyboard's focus (issue #25): on a step's first field when the step opens,
 * and on the first field that still has a problem when Next is pressed too early. A field with a problem
 * marks its root `data-problem` (fields.tsx); the search runs in the step's content only.
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

/** The first field with a problem shown in `root` that can take the focus. */
export function firstProblem(root: Element | null): HTMLElement | null {
  for (const marked of root?.querySelectorAll<HTMLElement>('[data-problem="true"]') ?? []) {
    const field = marked.matches(FOCUSABLE) ? marked : firstField(marked);
    if (field) return field;
  }
  return null;
}

/** Focuses `target`, if any, and brings it into view; true when it was there to focus. */
export function focusOn(target: HTMLElement | null): boolean {
  if (!target) return false;
  target.focus();
  target.scrollIntoView?.({ block: 'nearest' });
  return true;
}
