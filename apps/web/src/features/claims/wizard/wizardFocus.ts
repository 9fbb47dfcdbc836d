import { useEffect, useRef, useState } from 'react';
import { firstField, focusOn, isControl } from '../../../ui/firstControl';

/**
 * Where the wizard puts the keyboard's focus (issue #25): on a step's first field when the step opens,
 * and on the first field that still has a problem when Next is pressed too early. A field with a problem
 * marks its root `data-problem` (fields.tsx); the search runs in the step's content only.
 */

/** The first field with a problem shown in `root` that can take the focus. */
export function firstProblem(root: Element | null): HTMLElement | null {
  for (const marked of root?.querySelectorAll<HTMLElement>('[data-problem="true"]') ?? []) {
    const field = isControl(marked) ? marked : firstField(marked);
    if (field) return field;
  }
  return null;
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
