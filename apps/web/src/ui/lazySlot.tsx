import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A component drawn only once something opens (a tooltip's transition), loaded on its first render
 * (lazy-overlays.ts, issue #27). Until it has loaded it draws nothing in its own place: the boundary is
 * its own, so what surrounds it never gives way to a fallback.
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

interface Openable {
  open?: boolean;
  keepMounted?: boolean;
}

/**
 * An overlay (a popper, a modal, a menu) loaded when it first opens (lazy-overlays.ts, issue #33):
 * closed and not kept mounted, the overlay itself draws nothing, so neither does this until then. Once
 * opened it stays the loaded component, which plays its closing transition as before.
 */
export function lazyWhenOpen<P extends Openable>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Loaded = lazy(load);
  return function LazyWhenOpen(props: P) {
    const [shown, setShown] = useState(false);
    const wanted = Boolean(props.open) || Boolean(props.keepMounted);
    if (wanted && !shown) setShown(true);
    if (!wanted && !shown) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
