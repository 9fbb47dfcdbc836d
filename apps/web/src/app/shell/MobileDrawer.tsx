import { lazy, Suspense, useState } from 'react';

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
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <MobileDrawerPanel {...props} />
    </Suspense>
  ) : null;
}
