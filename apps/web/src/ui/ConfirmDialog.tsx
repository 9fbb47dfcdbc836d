import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogView';
import { useOpenedOnce } from './useOpenedOnce';

const ConfirmDialogView = lazy(() =>
  import('./ConfirmDialogView').then((m) => ({ default: m.ConfirmDialogView })),
);

/**
 * The confirmation of §9 (see ConfirmDialogView), loaded when it first opens rather than with the page
 * (issue #33: a list page's first load on a phone). Once opened it stays mounted, so closing it plays
 * its transition.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  ) : null;
}
