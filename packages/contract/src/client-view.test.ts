import { describe, expect, it } from 'vitest';
import {
  CLIENT_SECTIONS,
  clientNeighbours,
  clientPath,
  externalMenu,
  isClientSection,
} from './client-view.js';
import { menuForRole, userMenuForRole } from './menu.js';
import { ROLES } from './roles.js';
import { routeAdmits, routeRoles } from './route.js';
import { ALL_ROUTES } from './routes/index.js';

describe('the external role (decision 0032)', () => {
  it('has a menu of its own: the five sections at /client/{clientId}/{section}', () => {
    expect(externalMenu('c1').map((l) => [l.label, l.to])).toEqual([
      ['Overview', '/client/c1/overview'],
      ['Policies', '/client/c1/policies'],
      ['Claims', '/client/c1/claims'],
      ['Invoices', '/client/c1/invoices'],
      ['Documents', '/client/c1/documents'],
    ]);
    expect(externalMenu('c1').map((l) => l.key)).toEqual([
      'client-overview',
      'client-policies',
      'client-claims',
      'client-invoices',
      'client-documents',
    ]);
    expect(menuForRole('external', 'https://example.test')).toEqual([]);
    expect(userMenuForRole('external').map((l) => l.key)).toEqual(['my-profile']);
  });

  it('walks the sections with back and next, none past either end', () => {
    expect(clientNeighbours('overview')).toEqual({ back: null, next: 'policies' });
    expect(clientNeighbours('claims')).toEqual({ back: 'policies', next: 'invoices' });
    expect(clientNeighbours('documents')).toEqual({ back: 'invoices', next: null });
    expect(CLIENT_SECTIONS.map((s) => clientPath('x/y', s))[0]).toBe('/client/x%2Fy/overview');
  });

  it('knows its five sections and nothing else', () => {
    expect(CLIENT_SECTIONS.filter(isClientSection)).toEqual(CLIENT_SECTIONS);
    expect(['', 'settings', 'Overview', 'overview/'].filter(isClientSection)).toEqual([]);
  });

  it('is refused every call not marked open to it, whatever its roles say', () => {
    expect(routeAdmits({}, 'external')).toBe(false);
    expect(routeAdmits({ roles: ['external'] }, 'external')).toBe(false);
    expect(routeAdmits({ external: true }, 'external')).toBe(true);
    expect(routeAdmits({ roles: ['admin'], external: true }, 'external')).toBe(false);
    expect(routeRoles({})).toEqual(ROLES.filter((r) => r !== 'external'));
  });

  it('reaches only its own account calls and the client calls', () => {
    const open = ALL_ROUTES.filter((r) => r.auth !== 'public' && routeAdmits(r, 'external')).map((r) => r.id);
    expect(open.filter((id) => !id.startsWith('client.')).sort()).toEqual([
      'auth.edit-profile',
      'auth.logout',
      'auth.profile',
      'auth.profile-image',
      'auth.send-auth-code',
      'auth.totp-setup',
      'auth.update-password',
      'auth.user-theme',
      'auth.verify-code',
    ]);
    // Every client call is a read, and for the external alone.
    for (const r of ALL_ROUTES.filter((r) => r.id.startsWith('client.'))) {
      expect(r.method, r.id).toBe('GET');
      expect(routeRoles(r), r.id).toEqual(['external']);
    }
  });
});
