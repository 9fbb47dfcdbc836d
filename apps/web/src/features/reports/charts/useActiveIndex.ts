import { useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * The group an arrow key or Home/End moves to from `current` among `count`; null (no tooltip) on
 * Escape; undefined for a key the chart leaves alone (Tab moves on).
 */
export function stepIndex(current: number | null, key: string, count: number): number | null | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return current === null ? 0 : Math.min(count - 1, current + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return current === null ? count - 1 : Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'Escape':
      return null;
    default:
      return undefined;
  }
}

/** Which of a chart's `count` groups shows its tooltip: the one pointed at, or reached by the keyboard. */
export function useActiveIndex(count: number) {
  const [active, setActive] = useState<number | null>(null);
  const keyboard = {
    onKeyDown: (event: KeyboardEvent<Element>) => {
      const next = stepIndex(active, event.key, count);
      if (next === undefined || count === 0) return;
      // The arrows move in the chart, not the page.
      event.preventDefault();
      setActive(next);
    },
    // Tabbed to, the chart shows its first group at once; clicked, it follows the pointer.
    onFocus: (event: FocusEvent<Element>) => {
      if (count > 0 && event.currentTarget.matches(':focus-visible')) setActive((a) => a ?? 0);
    },
    onBlur: () => setActive(null),
  };
  return { active: active !== null && active < count ? active : null, setActive, keyboard };
}
