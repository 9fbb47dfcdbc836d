import type { ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useUiStore } from '../../store/ui';
import { AuthCard } from './AuthCard';

/** The one authentication shell every public route of §2.1 shares: a card on the brand's colours. */
export function AuthShell({ children }: { children?: ReactNode }) {
  const pageLoaded = useUiStore((s) => s.pageLoaded);
  // A route whose content is a table (the lost-invite lookup) asks for a wider card with `handle.wide`.
  const wide = useMatches().some((m) => (m.handle as { wide?: boolean } | undefined)?.wide);
  return (
    <AuthCard wide={wide} pageLoaded={pageLoaded}>
      {children ?? <Outlet />}
    </AuthCard>
  );
}
