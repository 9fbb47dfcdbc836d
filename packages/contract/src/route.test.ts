import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from './routes/index.js';
import { changesState, keyMayCall, routeAdmits, routeRoles } from './route.js';

describe('which calls an API key may make (keyMayCall)', () => {
  it('a full-user call open to one of the roles a key acts as (ll, vp, rm, pm)', () => {
    expect(keyMayCall({ auth: 'user' })).toBe(true);
    expect(keyMayCall({ auth: 'user', roles: ['pm'] })).toBe(true);
    expect(keyMayCall({ auth: 'user', roles: ['admin', 'll'] })).toBe(true);
  });

  it('not a call marked off, nor a public or pending one, nor one only the admin or an outsider makes', () => {
    expect(keyMayCall({ auth: 'user', apiKey: false })).toBe(false);
    expect(keyMayCall({ auth: 'public' })).toBe(false);
    expect(keyMayCall({ auth: 'pending' })).toBe(false);
    expect(keyMayCall({ auth: 'user', roles: ['admin'] })).toBe(false);
    expect(keyMayCall({ auth: 'user', roles: ['admin', 'external'] })).toBe(false);
  });
});

describe('whether a call changes state (changesState)', () => {
  it('is what the route says, whatever its method', () => {
    expect(changesState({ writes: true })).toBe(true);
    expect(changesState({ writes: false })).toBe(false);
    const byId = new Map(ALL_ROUTES.map((r) => [r.id, r]));
    // A GET that accepts a request writes; a search sent as a POST reads.
    expect(changesState(byId.get('notification.accept')!)).toBe(true);
    expect(byId.get('notification.accept')!.method).toBe('GET');
    expect(changesState(byId.get('property.filter-app')!)).toBe(false);
    expect(byId.get('property.filter-app')!.method).toBe('POST');
  });
});

describe('who may make a call (routeAdmits, routeRoles)', () => {
  it('a public call is everyone’s; otherwise its roles, every role but external when none are named', () => {
    expect(routeRoles({ auth: 'public' })).toContain('external');
    expect(routeRoles({ auth: 'user' })).not.toContain('external');
    expect(routeRoles({ auth: 'user' })).toContain('pm');
    expect(routeRoles({ auth: 'user', roles: ['rm', 'pm'] })).toEqual(['rm', 'pm']);
    expect(routeAdmits({ auth: 'user', roles: ['admin'] }, 'll')).toBe(false);
    expect(routeAdmits({ auth: 'user', external: true }, 'external')).toBe(true);
  });
});
