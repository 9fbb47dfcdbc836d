import { MENU, REPORT_LINKS, menuLinks } from '@lease/contract';

export interface PageDef {
  path: string;
  title: string;
}

/** Pages of §2.2 that exist in this build; every other authenticated route is a placeholder. */
export const BUILT_PAGES = new Set([
  '/dashboard',
  '/dashboard/guide',
  '/dashboard/property/buildings',
  '/dashboard/user/treeview',
  '/dashboard/user/landlord',
  '/dashboard/user/full-portfolio',
  '/dashboard/user/multi-site',
  '/dashboard/user/property',
  '/dashboard/invite-user',
  '/dashboard/landlord-invite',
]);

/** The menu's "To" and "From" need their group's name to stand alone as a page title. */
const TITLE_OVERRIDES: Record<string, string> = {
  '/dashboard/notification/to': 'Notification To',
  '/dashboard/notification/from': 'Notification From',
};

/**
 * The authenticated routes of §2.2 are exactly the menu's in-app links, the report links and the
 * profile (built in features/auth); titles come from the contract's labels.
 */
export const DASHBOARD_PLACEHOLDERS: PageDef[] = [
  ...[...menuLinks(MENU), ...REPORT_LINKS]
    .filter((link) => !link.external && !BUILT_PAGES.has(link.to))
    .map((link) => ({ path: link.to, title: TITLE_OVERRIDES[link.to] ?? link.label })),
];
