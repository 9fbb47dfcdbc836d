import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../ui/useOpenedOnce';

// The drawer loads when it first opens (issue #27): MUI's Drawer and Modal are not on the first paint.
const MobileDrawerPanel = lazy(() =>
  import('./MobileDrawerPanel').then((m) => ({ default: m.MobileDrawerPanel })),
);

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  anchor: 'left' | 'right';
}

/** §2.10 mobile drawer below the md breakpoint; once opened it stays mounted, so closing it slides. */
export function MobileDrawer(props: MobileDrawerProps) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <MobileDrawerPanel {...props} />
    </Suspense>
  ) : null;
}
