import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component the data grid's slots draw only in a panel or a menu, loaded on its first render
 * (lazy-grid-slots.ts, issue #27). Until it has loaded it draws nothing in its own place: the
 * boundary is its own, so the grid around it never gives way to a fallback.
 */
export function lazySlot<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Loaded = lazy(load);
  return function LazySlot(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
