import type { Role } from './role-names.js';

export interface MenuLink {
  key: string;
  label: string;
  /** In-app route, or an external address when `external` is set. */
  to: string;
  external?: boolean;
  /** Shows the flagged-cancellation indicator (§2.10). */
  flagged?: boolean;
}
export interface MenuGroup {
  key: string;
  label: string;
  children: MenuLink[];
}
export type MenuItem = MenuLink | MenuGroup;

export const isMenuGroup = (item: MenuItem): item is MenuGroup => 'children' in item;

/** The sidebar menu of §2.11, with the keys §6 hides by. */
export const MENU: MenuItem[] = [
  { key: 'dashboard', label: 'Dashboard', to: '/dashboard' },
  {
    key: 'property',
    label: 'Property',
    children: [
      { key: 'buildings', label: 'Buildings', to: '/dashboard/property/buildings' },
      { key: 'applications', label: 'Applications', to: '/dashboard/property/applications' },
      { key: 'policies', label: 'Policies', to: '/dashboard/property/policies' },
      {
        key: 'cancel-policies',
        label: 'Flagged Cancellations',
        to: '/dashboard/property/cancel-policies',
        flagged: true,
      },
      { key: 'claims', label: 'Claims', to: '/dashboard/property/claims' },
      // Issue #32: where an adjuster decides claims; the admin's alone.
      { key: 'claims-desk', label: 'Claims desk', to: '/dashboard/property/claims-desk' },
    ],
  },
  { key: 'invoice', label: 'Invoice', to: '/dashboard/invoice' },
  // §6 hides `report` from the pm; the others open the report of their own level (REPORT_OF_ROLE).
  { key: 'report', label: 'Reports', to: '/dashboard/report/landlord' },
  {
    key: 'user',
    label: 'User',
    children: [
      { key: 'treeview', label: 'Tree View', to: '/dashboard/user/treeview' },
      { key: 'll', label: 'Landlord', to: '/dashboard/user/landlord' },
      { key: 'vp', label: 'Full Portfolio', to: '/dashboard/user/full-portfolio' },
      { key: 'rm', label: 'Multi-Site', to: '/dashboard/user/multi-site' },
      { key: 'pm', label: 'Property', to: '/dashboard/user/property' },
    ],
  },
  { key: 'invite-new-user', label: 'Invite New User', to: '/dashboard/invite-user' },
  {
    key: 'delegation',
    label: 'Delegation',
    children: [
      { key: 'invite', label: 'Invite', to: '/dashboard/invite' },
      { key: 'request', label: 'Request', to: '/dashboard/request' },
    ],
  },
  { key: 'landlord-invite', label: 'Landlord Invite', to: '/dashboard/landlord-invite' },
  { key: 'email', label: 'Email', to: '/dashboard/email' },
  {
    key: 'notification',
    label: 'Notification',
    children: [
      { key: 'notification-to', label: 'To', to: '/dashboard/notification/to' },
      { key: 'notification-from', label: 'From', to: '/dashboard/notification/from' },
    ],
  },
  { key: 'guide', label: 'Guide', to: '/dashboard/guide' },
  { key: 'cancellation-log', label: 'Policy Cancel Log', to: '/dashboard/cancellation-log' },
  { key: 'activelog', label: 'Active Log', to: '/dashboard/active-log' },
  { key: 'resource-center', label: 'Resource Center', to: 'RESOURCE_CENTER_URL', external: true },
];

/** Every key of the sidebar menu, groups and their links. */
const EVERY_MENU_KEY = MENU.flatMap((item) =>
  isMenuGroup(item) ? [item.key, ...item.children.map((c) => c.key)] : [item.key],
);

/**
 * §6: menu keys hidden for each role. The external role hides the whole sidebar menu and the reports:
 * its menu is a list of its own (§2.11, `externalMenu` in client-view.ts).
 */
export const HIDDEN_MENU_KEYS: Record<Role, readonly string[]> = {
  admin: ['delegation'],
  ll: ['ll', 'request', 'landlord-invite', 'invite-new-user', 'activelog', 'claims-desk'],
  vp: ['ll', 'vp', 'landlord-invite', 'invite-new-user', 'activelog', 'claims-desk'],
  rm: ['ll', 'vp', 'rm', 'landlord-invite', 'treeview', 'invite-new-user', 'activelog', 'claims-desk'],
  pm: [
    'll',
    'vp',
    'rm',
    'pm',
    'delegation',
    'user',
    'report',
    'landlord-invite',
    'invite-new-user',
    'activelog',
    'claims-desk',
  ],
  external: EVERY_MENU_KEY,
};

export const isMenuKeyVisible = (role: Role, key: string): boolean => !HIDDEN_MENU_KEYS[role].includes(key);

/** The report the menu's Reports entry opens: the one named after the role's level; the admin's picks a landlord. */
export const REPORT_OF_ROLE: Partial<Record<Role, string>> = {
  admin: '/dashboard/report/landlord',
  ll: '/dashboard/report/landlord',
  vp: '/dashboard/report/full-portfolio',
  rm: '/dashboard/report/multi-site',
};

/** Where Resource Center leads when the deployment names no resource page: the portal's own guide. */
export const OWN_RESOURCE_CENTER = '/dashboard/guide';

/**
 * The menu a role sees: hidden keys removed, and groups left empty dropped. Resource Center is the
 * provider's page in a new tab when configured (RESOURCE_CENTER_URL), else the guide, an ordinary link.
 */
export function menuForRole(role: Role, resourceCenterUrl: string | null): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of MENU) {
    if (!isMenuKeyVisible(role, item.key)) continue;
    if (isMenuGroup(item)) {
      const children = item.children.filter((c) => isMenuKeyVisible(role, c.key));
      if (children.length > 0) out.push({ ...item, children });
    } else if (item.key === 'report') {
      const to = REPORT_OF_ROLE[role];
      if (to) out.push({ ...item, to });
    } else {
      out.push(item.external ? externalOrOwn(item, resourceCenterUrl) : item);
    }
  }
  return out;
}

function externalOrOwn(item: MenuLink, url: string | null): MenuLink {
  if (url) return { ...item, to: url };
  const { external: _external, ...own } = item;
  return { ...own, to: OWN_RESOURCE_CENTER };
}

/** Every in-app link of a menu, flattened: the search box suggests from these. */
export function menuLinks(items: MenuItem[]): MenuLink[] {
  return items.flatMap((item) => (isMenuGroup(item) ? item.children : [item]));
}

/** Report pages (§2.2), hidden for the roles whose menu hides 'report'. */
export const REPORT_LINKS: MenuLink[] = [
  { key: 'report-landlord', label: 'Landlord Report', to: '/dashboard/report/landlord' },
  { key: 'report-vp', label: 'Full Portfolio Report', to: '/dashboard/report/full-portfolio' },
  { key: 'report-rm', label: 'Multi-Site Report', to: '/dashboard/report/multi-site' },
  { key: 'report-pm', label: 'Property Report', to: '/dashboard/report/property' },
];

/** Help guide videos (§2.10), in order. */
export const GUIDE_TITLES = [
  'Invoices & Disputes',
  'Navigation Menu Overview',
  'Dashboard Overview',
  'Inviting a Supporting User',
  'Move User',
  'File a Claim',
  'Report a Bug or Issue',
] as const;

export const FLAGGED_TOOLTIP = (count: number): string =>
  `${count} policies/leases have been flagged for potential claim or cancellation. Please review the "Flagged Cancellations" tab to resolve. Please note that all claims and cancellations are not automatically processed without acknowledgement, and must be manually submitted via the portal.`;

/** §2.10: the breadcrumb's lead, before the path. */
export const BREADCRUMB_LEAD = 'You are here:';

/** §2.10: the badge shows the count, or 50+ over 50. */
export const flaggedBadge = (count: number): string => (count > 50 ? '50+' : String(count));

/** Issue #36: nothing flagged shows no indicator at all, not a red "0" that reads as an alarm. */
export const showsFlaggedIndicator = (count: number | null): count is number => count !== null && count > 0;

/** An entry of the app bar's user menu (§2.10), shown to the roles it names (every role when none). */
export interface UserMenuLink extends MenuLink {
  roles?: readonly Role[];
}

/** §2.10's user menu, My Profile first, then the pages of one's own account and integrations; Log out closes it. */
export const USER_MENU: UserMenuLink[] = [
  { key: 'my-profile', label: 'My Profile', to: '/my-profile' },
  { key: 'api-keys', label: 'API keys', to: '/dashboard/api-keys', roles: ['admin', 'll', 'vp'] },
  { key: 'webhooks', label: 'Webhooks', to: '/dashboard/webhooks', roles: ['admin', 'll', 'vp'] },
  // The outside parties a landlord lets read its portfolio; the roles of EXTERNAL_MANAGERS (decision 0032).
  {
    key: 'external-access',
    label: 'External access',
    to: '/dashboard/external-access',
    roles: ['admin', 'll', 'vp'],
  },
];

/** The user menu's entries a role sees. */
export const userMenuForRole = (role: Role): UserMenuLink[] =>
  USER_MENU.filter((link) => !link.roles || link.roles.includes(role));
