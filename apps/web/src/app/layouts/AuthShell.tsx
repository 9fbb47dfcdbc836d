import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useUiStore } from '../../store/ui';
import { AuthCard } from './AuthCard';

/**
 * The one authentication shell every public route of §2.1 shares: a card on the brand's colours.
 * A route whose content is a table (the lost-invite lookup) has it `wide`.
 */
export function AuthShell({ children, wide }: { children?: ReactNode; wide?: boolean }) {
  const pageLoaded = useUiStore((s) => s.pageLoaded);
  return (
    <AuthCard wide={wide} pageLoaded={pageLoaded}>
      {children ?? <Outlet />}
    </AuthCard>
  );
}
