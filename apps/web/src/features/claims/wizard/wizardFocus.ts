import { useEffect, useRef, useState } from 'react';

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

/**
 * The wizard's focus moves: `stepMoved()` before a step changes puts the focus on the new step's first
 * field (on the review, on the edit icon last used); `showProblem()` after Next pressed too early, on the
 * first field with a problem, else on the first field inside `fallback` (a selector).
 */
export function useWizardFocus(step: number, review: number) {
  const content = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const [asked, setAsked] = useState<{ fallback: string | null } | null>(null);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const root = content.current;
    const edited = step === review ? root?.querySelector<HTMLElement>('[data-edited="true"]') : null;
    focusOn(edited ?? firstField(root));
  }, [step, review]);
  useEffect(() => {
    if (!asked) return;
    const root = content.current;
    focusOn(
      firstProblem(root) ?? firstField(asked.fallback ? (root?.querySelector(asked.fallback) ?? null) : null),
    );
  }, [asked]);
  return {
    content,
    stepMoved: () => {
      moved.current = true;
    },
    showProblem: (fallback: string | null = null) => setAsked({ fallback }),
  };
}
