import { clientPath } from '@lease/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { StoredUser } from '../../api/storedUser';
import { useAuthStore } from '../../store/auth';

/** Where an external lands: the overview of the landlord that invited it (§2.11). */
export const externalHome = (user: Pick<StoredUser, 'landlordId'>): string =>
  clientPath(user.landlordId ?? '', 'overview');

/**
 * The staff shell's pages are not the external's: any of them, the dashboard it is handed to after
 * sign-in included, sends it to its own overview rather than to a page whose calls it may not make.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const user = useAuthStore((s) => s.currentUser);
  if (user?.role === 'external') return <Navigate to={externalHome(user)} replace />;
  return children;
}
