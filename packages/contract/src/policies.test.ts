import { describe, expect, it } from 'vitest';
import {
  canCancelPolicy,
  canDeleteUser,
  canDisputeInvoice,
  canFileClaim,
  canImportBuildings,
  canInviteLandlord,
  canInviteRole,
  canMoveUser,
  canResolveFlag,
  managesPerson,
  ROLES_THAT,
  type PersonFacts,
  type PolicyActor,
} from './policies.js';
import { importBuildings } from './routes/buildings.js';
import { inviteUser, landlordInvite } from './routes/invites.js';
import { delegationMoveOut, deleteLandlord, deleteUser } from './routes/users.js';

const L1 = 'landlord-1';
const L2 = 'landlord-2';
const actor = (role: PolicyActor['role'], userId = `${role}-me`, landlordId: string | null = L1) => ({
  userId,
  role,
  landlordId: role === 'admin' ? null : landlordId,
});
const person = (role: PersonFacts['role'], extra: Partial<PersonFacts> = {}): PersonFacts => ({
  id: `${role}-them`,
  role,
  landlordId: L1,
  managerId: null,
  ...extra,
});

describe('managing people (who may move and delete whom)', () => {
  it.each([
    ['admin', 'll', true],
    ['admin', 'admin', false],
    ['ll', 'vp', true],
    ['ll', 'll', false],
    ['vp', 'rm', true],
    ['vp', 'vp', false],
    ['vp', 'll', false],
    ['rm', 'vp', false],
    ['pm', 'pm', false],
  ] as const)('%s manages a %s of its landlord: %s', (role, target, expected) => {
    expect(managesPerson(actor(role), person(target, { managerId: `${role}-me` }))).toBe(expected);
  });

  it('keeps ll and vp to their own landlord, and rm to its own reports', () => {
    expect(managesPerson(actor('ll'), person('pm', { landlordId: L2 }))).toBe(false);
    expect(managesPerson(actor('vp'), person('rm', { landlordId: L2 }))).toBe(false);
    expect(managesPerson(actor('rm'), person('pm', { managerId: 'another-rm' }))).toBe(false);
    expect(managesPerson(actor('rm'), person('pm', { managerId: 'rm-me' }))).toBe(true);
    expect(managesPerson(actor('ll', 'll-me', null), person('pm', { landlordId: null }))).toBe(false);
  });

  it('never lets anyone act on itself', () => {
    expect(managesPerson(actor('admin', 'x'), person('ll', { id: 'x' }))).toBe(false);
  });

  it('moves only vps, rms and pms, deletes every managed person', () => {
    expect(canMoveUser(actor('admin'), person('ll'))).toBe(false);
    expect(canDeleteUser(actor('admin'), person('ll'))).toBe(true);
    expect(canMoveUser(actor('ll'), person('vp'))).toBe(true);
    expect(canMoveUser(actor('rm'), person('pm', { managerId: 'rm-me' }))).toBe(true);
  });
});

describe('invite and import', () => {
  it('lets a landlord user invite the invitable roles below its own; admins invite landlords', () => {
    expect(['vp', 'rm', 'pm'].filter((r) => canInviteRole({ role: 'll' }, r as 'vp'))).toEqual([
      'vp',
      'rm',
      'pm',
    ]);
    expect(['vp', 'rm', 'pm'].filter((r) => canInviteRole({ role: 'rm' }, r as 'vp'))).toEqual(['pm']);
    expect(canInviteRole({ role: 'admin' }, 'vp')).toBe(false);
    expect(canInviteRole({ role: 'll' }, 'll')).toBe(false);
    expect(canInviteLandlord({ role: 'admin' })).toBe(true);
    expect(canInviteLandlord({ role: 'll' })).toBe(false);
  });

  it('lets an admin import anywhere and a landlord user into its own portfolio only', () => {
    expect(canImportBuildings(actor('admin'), L2)).toBe(true);
    expect(canImportBuildings(actor('ll'), L1)).toBe(true);
    expect(canImportBuildings(actor('ll'), L2)).toBe(false);
    expect(canImportBuildings(actor('vp'), L1)).toBe(false);
  });
});

describe('the next actions: cancel, file a claim, resolve, dispute', () => {
  const policy = {
    stage: 'Stage05',
    riderId: 'R-0000001',
    cancelledAt: null,
    flaggedAt: null,
    flagResolvedAt: null,
  };
  it('acts on a policy in force only', () => {
    expect(canCancelPolicy(actor('pm'), policy)).toBe(true);
    expect(canCancelPolicy(actor('pm'), { ...policy, cancelledAt: '2026-01-01' })).toBe(false);
    expect(canFileClaim(actor('rm'), { ...policy, stage: 'Stage02', riderId: null })).toBe(false);
    expect(canFileClaim(actor('rm'), policy)).toBe(true);
  });
  it('resolves a flag once', () => {
    expect(canResolveFlag(actor('vp'), policy)).toBe(false);
    expect(canResolveFlag(actor('vp'), { ...policy, flaggedAt: '2026-01-01' })).toBe(true);
    expect(canResolveFlag(actor('vp'), { ...policy, flaggedAt: 'x', flagResolvedAt: 'y' })).toBe(false);
  });
  it("disputes its own landlord's invoice once, as ll or vp", () => {
    const invoice = { landlordId: L1, disputedAt: null };
    expect(canDisputeInvoice(actor('ll'), invoice)).toBe(true);
    expect(canDisputeInvoice(actor('vp'), { ...invoice, landlordId: L2 })).toBe(false);
    expect(canDisputeInvoice(actor('rm'), invoice)).toBe(false);
    expect(canDisputeInvoice(actor('ll'), { ...invoice, disputedAt: 'x' })).toBe(false);
  });
});

describe('route roles come from the policies', () => {
  const cases = [
    { route: deleteUser, derived: ROLES_THAT.deleteUser, expected: ['admin', 'll', 'vp', 'rm'] },
    { route: deleteLandlord, derived: ROLES_THAT.deleteLandlord, expected: ['admin'] },
    { route: delegationMoveOut, derived: ROLES_THAT.moveUser, expected: ['admin', 'll', 'vp', 'rm'] },
    { route: inviteUser, derived: ROLES_THAT.inviteUser, expected: ['ll', 'vp', 'rm'] },
    { route: landlordInvite, derived: ROLES_THAT.inviteLandlord, expected: ['admin'] },
    { route: importBuildings, derived: ROLES_THAT.importBuildings, expected: ['admin', 'll'] },
  ];
  it.each(cases.map((c) => ({ ...c, id: c.route.id })))('$id', ({ route, derived, expected }) => {
    expect(route.roles).toBe(derived);
    expect(derived).toEqual(expected);
  });
});
