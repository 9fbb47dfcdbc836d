import { menuForRole, type MenuItem } from '@lease/contract';
import { useMemo } from 'react';
import { useAuthStore } from '../store/auth';
import { useShellLinks } from './useShellLinks';

/** The §2.11 menu the signed-in user's role may see (§6). */
export function useMenu(): MenuItem[] {
  const role = useAuthStore((s) => s.currentUser?.role);
  const { resourceCenterUrl } = useShellLinks();
  return useMemo(() => (role ? menuForRole(role, resourceCenterUrl) : []), [role, resourceCenterUrl]);
}
