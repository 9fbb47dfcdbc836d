import type { ClaimDecisionKind } from '@lease/contract';

/** What a key does on the desk: move the selection, open the selected claim, or decide it. */
export type DeskAction =
  | { type: 'move'; index: number }
  | { type: 'open'; index: number }
  | { type: 'decide'; index: number; decision: ClaimDecisionKind };

const DECISION_KEYS: Record<string, ClaimDecisionKind> = {
  a: 'approve',
  r: 'request_documents',
  d: 'deny',
};

/**
 * The desk's keys (issue #32): j and k move down and up (held at the ends), Enter opens, a, r and d act
 * on the selected claim. A key with a modifier, or typed into a field, is the field's or the browser's.
 */
export function deskKeyAction(
  key: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; inField?: boolean },
  selected: number,
  count: number,
): DeskAction | null {
  if (key.ctrlKey || key.metaKey || key.altKey || key.inField || count === 0) return null;
  const at = Math.min(Math.max(selected, 0), count - 1);
  if (key.key === 'j') return { type: 'move', index: Math.min(at + 1, count - 1) };
  if (key.key === 'k') return { type: 'move', index: Math.max(at - 1, 0) };
  if (key.key === 'Enter') return { type: 'open', index: at };
  const decision = DECISION_KEYS[key.key];
  return decision ? { type: 'decide', index: at, decision } : null;
}

/**
 * Whether a key belongs to where it was typed: a field takes letters, a dialog or menu keeps its keys,
 * and a button or link its own Enter. The desk leaves those alone.
 */
export const typedInField = (target: EventTarget | null, key: string): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"],[role="listbox"],[role="menu"]') !== null ||
    (key === 'Enter' && ['BUTTON', 'A'].includes(target.tagName)));
