import { describe, expect, it } from 'vitest';
import {
  flaggedBadge,
  showsFlaggedIndicator,
  FLAGGED_TOOLTIP,
  HIDDEN_MENU_KEYS,
  isMenuGroup,
  MENU,
  menuForRole,
  menuLinks,
  REPORT_LINKS,
  USER_MENU,
  userMenuForRole,
  type MenuLink,
} from './menu.js';
import { EXTERNAL_TEXTS } from './client-view.js';
import { ROLES } from './roles.js';
import { EXTERNAL_MANAGERS } from './routes/external.js';

const labels = (role: (typeof ROLES)[number]) =>
  menuForRole(role, 'https://resources.example').map((i) =>
    isMenuGroup(i) ? `${i.label}: ${i.children.map((c) => c.label).join(', ')}` : i.label,
  );

describe('menu of §2.11 with the hiding of §6', () => {
  it('keeps every §2.11 entry, Reports and the claims desk, for a role that hides nothing of it', () => {
    expect(menuLinks(MENU)).toHaveLength(25);
  });

  it('shows the admin everything but Delegation', () => {
    expect(labels('admin')).toEqual([
      'Dashboard',
      'Property: Buildings, Applications, Policies, Flagged Cancellations, Claims, Claims desk',
      'Invoice',
      'Reports',
      'User: Tree View, Landlord, Full Portfolio, Multi-Site, Property',
      'Invite New User',
      'Landlord Invite',
      'Email',
      'Notification: To, From',
      'Guide',
      'Policy Cancel Log',
      'Active Log',
      'Resource Center',
    ]);
  });

  it('shows a property manager no user, delegation, invite or log entries', () => {
    expect(labels('pm')).toEqual([
      'Dashboard',
      'Property: Buildings, Applications, Policies, Flagged Cancellations, Claims',
      'Invoice',
      'Email',
      'Notification: To, From',
      'Guide',
      'Policy Cancel Log',
      'Resource Center',
    ]);
  });

  it('shows a regional manager only the Property users and Invite under Delegation', () => {
    const rm = labels('rm');
    expect(rm).toContain('User: Property');
    expect(rm).toContain('Delegation: Invite, Request');
    expect(rm).not.toContain('Active Log');
  });

  it('hides exactly the keys of §6 for each role', () => {
    for (const role of ROLES) {
      const shown = new Set(
        menuForRole(role, null).flatMap((i) =>
          isMenuGroup(i) ? [i.key, ...i.children.map((c) => c.key)] : [i.key],
        ),
      );
      for (const key of HIDDEN_MENU_KEYS[role]) expect(shown.has(key), `${role} ${key}`).toBe(false);
    }
  });

  it('opens the report of each role’s own level from Reports, and gives the pm none', () => {
    const reports = (role: (typeof ROLES)[number]) =>
      menuForRole(role, null).find((i) => i.key === 'report') as MenuLink | undefined;
    expect(reports('admin')?.to).toBe('/dashboard/report/landlord');
    expect(reports('ll')?.to).toBe('/dashboard/report/landlord');
    expect(reports('vp')?.to).toBe('/dashboard/report/full-portfolio');
    expect(reports('rm')?.to).toBe('/dashboard/report/multi-site');
    expect(reports('pm')).toBeUndefined();
    for (const role of ROLES) {
      const to = reports(role)?.to;
      if (to) expect(REPORT_LINKS.map((l) => l.to)).toContain(to);
    }
  });

  it('points Resource Center at the configured address', () => {
    const rc = menuForRole('ll', 'https://resources.example').find((i) => i.key === 'resource-center');
    expect(rc).toMatchObject({ to: 'https://resources.example', external: true });
  });

  it('leads Resource Center to the guide, as an ordinary link, when none is configured', () => {
    const rc = menuForRole('ll', null).find((i) => i.key === 'resource-center');
    expect(rc).toEqual({ key: 'resource-center', label: 'Resource Center', to: '/dashboard/guide' });
  });
});

describe('flagged indicator', () => {
  it('shows the count, or 50+ above 50', () => {
    expect(flaggedBadge(0)).toBe('0');
    expect(flaggedBadge(50)).toBe('50');
    expect(flaggedBadge(51)).toBe('50+');
  });

  it('is not shown while unknown or when nothing is flagged', () => {
    expect(showsFlaggedIndicator(null)).toBe(false);
    expect(showsFlaggedIndicator(0)).toBe(false);
    expect(showsFlaggedIndicator(1)).toBe(true);
  });

  it('words the tooltip as §2.10 quotes it', () => {
    expect(FLAGGED_TOOLTIP(7)).toBe(
      '7 policies/leases have been flagged for potential claim or cancellation. Please review the "Flagged Cancellations" tab to resolve. Please note that all claims and cancellations are not automatically processed without acknowledgement, and must be manually submitted via the portal.',
    );
  });
});

describe('the user menu of §2.10', () => {
  it('shows API keys and Webhooks to the admin, a landlord and its vp only', () => {
    const keys = (role: (typeof ROLES)[number]) => userMenuForRole(role).map((l) => l.label);
    expect(keys('ll')).toEqual(['My Profile', 'API keys', 'Webhooks', 'External access']);
    expect(keys('admin')).toContain('Webhooks');
    expect(keys('vp')).toContain('Webhooks');
    expect(keys('admin')).toContain('API keys');
    expect(keys('vp')).toContain('API keys');
    expect(keys('rm')).toEqual(['My Profile']);
    expect(keys('pm')).toEqual(['My Profile']);
  });

  it('shows External access to the roles that may manage outside parties, under the page’s own title', () => {
    const entry = USER_MENU.find((l) => l.key === 'external-access');
    expect(entry?.roles).toEqual(EXTERNAL_MANAGERS);
    expect(entry?.label).toBe(EXTERNAL_TEXTS.pageTitle);
  });
});
