import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NoAccessPage } from '../../features/errors/NoAccessPage';
import { useAuthStore } from '../../store/auth';
import { mayOpen, pageOf } from '../../menu/pages';

/** Shows the no-access state in place of a page the signed-in role may not use (§6). */
export function RoleGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const role = useAuthStore((s) => s.currentUser?.role);
  if (!role || mayOpen(role, pathname)) return children;
  return <NoAccessPage title={pageOf(pathname)?.title ?? 'No access'} role={role} />;
}
