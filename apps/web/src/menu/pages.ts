import {
  isMenuGroup,
  isMenuKeyVisible,
  MENU,
  menuForRole,
  menuLinks,
  REPORT_LINKS,
  USER_MENU,
  userMenuForRole,
  type Role,
} from '@lease/contract';

export interface PageDef {
  path: string;
  title: string;
  /** The part of the product the page belongs to: its menu group, or the page itself when it stands alone. */
  section: string;
}

/** The menu's "To" and "From" need their group's name to stand alone as a page title. */
const TITLE_OVERRIDES: Record<string, string> = {
  '/dashboard/notification/to': 'Notification To',
  '/dashboard/notification/from': 'Notification From',
};

/** Every in-app page of the menu and the reports, with its title and section (Reports is one of these per role). */
const ALL_PAGES: PageDef[] = [
  ...MENU.flatMap((item) =>
    isMenuGroup(item)
      ? item.children.map((c) => ({ path: c.to, title: c.label, section: item.label }))
      : item.external || item.key === 'report'
        ? []
        : [{ path: item.to, title: item.label, section: item.label }],
  ),
  ...REPORT_LINKS.map((l) => ({ path: l.to, title: l.label, section: 'Reports' })),
].map((p) => ({ ...p, title: TITLE_OVERRIDES[p.path] ?? p.title }));

const BY_PATH = new Map(ALL_PAGES.map((p) => [p.path, p]));

export const pageOf = (path: string): PageDef | undefined => BY_PATH.get(path);

/** A crumb of the breadcrumb: a link when `to` is set. */
export interface Crumb {
  label: string;
  to?: string;
}

/**
 * The breadcrumb trail of a path, in page titles: Dashboard, then the menu group (not a page of its own),
 * then the page. Unknown paths end in "Page not found".
 */
export function crumbsFor(pathname: string): Crumb[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/dashboard') return [{ label: 'Dashboard' }];
  // The user menu's pages (My Profile, API keys) stand alone under the Dashboard.
  const own = USER_MENU.find((link) => link.to === path);
  if (own) return [{ label: 'Dashboard', to: '/dashboard' }, { label: own.label }];
  if (path === '/dashboard/calendar')
    return [{ label: 'Dashboard', to: '/dashboard' }, { label: 'Calendar' }];
  const page = BY_PATH.get(path);
  if (!page) return [{ label: 'Dashboard', to: '/dashboard' }, { label: 'Page not found' }];
  const grouped = page.section !== page.title && path.split('/').length > 3;
  return [
    { label: 'Dashboard', to: '/dashboard' },
    ...(grouped ? [{ label: page.section }] : []),
    { label: page.title },
  ];
}

/**
 * Pages whose menu entry §6 hides from roles that still use them: a landlord invites its people from
 * Invite New User though its menu hides the entry. The page itself says who may act.
 */
const OPEN_BEYOND_MENU = new Set(['/dashboard/invite-user']);

/**
 * §6: a page of the menu or the reports that the role's menu hides is not for that role. Other paths
 * (home, profile, not-found) are open to every signed-in user.
 */
export function mayOpen(role: Role, pathname: string): boolean {
  if (USER_MENU.some((l) => l.to === pathname)) return userMenuForRole(role).some((l) => l.to === pathname);
  if (!BY_PATH.has(pathname) || OPEN_BEYOND_MENU.has(pathname)) return true;
  const reports = isMenuKeyVisible(role, 'report') ? REPORT_LINKS : [];
  return [...menuLinks(menuForRole(role, '')), ...reports].some((l) => l.to === pathname);
}
