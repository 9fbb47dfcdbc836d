import { useState } from 'react';

/**
 * Whether a dialog, drawer or menu loaded on first use has ever been open: once it has, it stays mounted,
 * so closing it plays its transition instead of cutting it off.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
