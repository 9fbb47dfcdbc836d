import { lazy, Suspense } from 'react';
import { useToastsWanted } from './toast';

const Toasts = lazy(() => import('./Toasts'));

/** Where toasts show: nothing, and no toast library, until the first toast is asked for. */
export function ToastHost() {
  return useToastsWanted() ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
