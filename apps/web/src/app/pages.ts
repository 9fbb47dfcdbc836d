import { MENU, REPORT_LINKS, menuLinks } from '@lease/contract';

export interface PageDef {
  path: string;
  title: string;
}

/** §2.1 public routes that another issue builds; they show their title and a notice meanwhile. */
export const PUBLIC_PLACEHOLDERS: PageDef[] = [
  { path: '/register', title: 'Register' },
  { path: '/reset-password', title: 'Reset Password' },
  { path: '/reset-password/:token', title: 'Set a New Password' },
  { path: '/update-auth', title: 'Update Password' },
  { path: '/setup-2fa', title: 'Two-Factor Setup' },
  { path: '/invite/:type/:token', title: 'Invitation' },
  { path: '/invite', title: 'Invitation' },
  { path: '/decline-invite', title: 'Decline Invite' },
  { path: '/lost-invite', title: 'Find Your Invite' },
];

/** Pages of §2.2 that exist in this build; every other authenticated route is a placeholder. */
export const BUILT_PAGES = new Set(['/dashboard', '/dashboard/guide']);

/** The menu's "To" and "From" need their group's name to stand alone as a page title. */
const TITLE_OVERRIDES: Record<string, string> = {
  '/dashboard/notification/to': 'Notification To',
  '/dashboard/notification/from': 'Notification From',
};

/**
 * The authenticated routes of §2.2 are exactly the menu's in-app links, the report links and the
 * profile; titles come from the contract's labels.
 */
export const DASHBOARD_PLACEHOLDERS: PageDef[] = [
  ...[...menuLinks(MENU), ...REPORT_LINKS]
    .filter((link) => !link.external && !BUILT_PAGES.has(link.to))
    .map((link) => ({ path: link.to, title: TITLE_OVERRIDES[link.to] ?? link.label })),
  { path: '/my-profile', title: 'My Profile' },
];
