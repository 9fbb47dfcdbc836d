import { describe, expect, it } from 'vitest';
import {
  asPolicyActor,
  canBill,
  canDisputeInvoice,
  canFileClaim,
  canImportBuildings,
  canImportRentRoll,
  canMoveClaim,
  canMoveStage,
  canResolveFlag,
  managesPerson,
  nextStages,
  roleManages,
  type PolicyActor,
} from './policies.js';

const L1 = 'landlord-1';
const L2 = 'landlord-2';
const who = (role: PolicyActor['role'], landlordId: string | null = L1): PolicyActor => ({
  userId: `${role}-me`,
  role,
  landlordId,
});

describe('role against role (§1 hierarchy)', () => {
  it.each([
    ['admin', 'external', false],
    ['admin', 'pm', true],
    ['ll', 'external', false],
    ['rm', 'pm', true],
    ['pm', 'external', false],
    ['pm', 'rm', false],
  ] as const)('%s manages %s: %s', (actor, target, manages) => {
    expect(roleManages(actor, target)).toBe(manages);
  });

  it('lets no pm or external manage anyone, even of its landlord', () => {
    expect(managesPerson(who('pm'), { id: 'x', role: 'external', landlordId: L1, managerId: 'pm-me' })).toBe(
      false,
    );
  });

  it('reads the signed-in user as a policy actor', () => {
    expect(asPolicyActor({ id: 'u1', role: 'vp', landlordId: L1 })).toEqual({
      userId: 'u1',
      role: 'vp',
      landlordId: L1,
    });
  });
});

describe('importing buildings and rent rolls (decision 0031)', () => {
  it.each([
    ['admin', null, L2, true, true],
    ['admin', null, undefined, true, true],
    ['ll', L1, L1, true, true],
    ['ll', L1, undefined, true, true],
    ['ll', L1, L2, false, false],
    ['ll', null, undefined, false, false],
    ['vp', L1, L1, false, true],
    ['vp', L1, undefined, false, true],
    ['vp', L1, L2, false, false],
    ['vp', null, undefined, false, false],
    ['rm', L1, L1, false, false],
    ['pm', L1, undefined, false, false],
  ] as const)('%s of %s into %s: buildings %s, rent roll %s', (role, own, into, buildings, rentRoll) => {
    expect(canImportBuildings(who(role, own), into)).toBe(buildings);
    expect(canImportRentRoll(who(role, own), into)).toBe(rentRoll);
  });
});

describe('policy actions need a policy in force', () => {
  const inForce = {
    stage: 'Stage05',
    riderId: 'R-1',
    cancelledAt: null,
    flaggedAt: null,
    flagResolvedAt: null,
  };
  it.each([
    ['in force', {}, true],
    ['not yet issued', { stage: 'Stage04' }, false],
    ['without a rider', { riderId: null }, false],
    ['cancelled', { cancelledAt: '2026-01-01' }, false],
  ])('files a claim on a policy %s: %s', (_case, change, ok) => {
    expect(canFileClaim(who('pm'), { ...inForce, ...change })).toBe(ok);
    expect(canResolveFlag(who('pm'), { ...inForce, ...change, flaggedAt: '2026-01-01' })).toBe(ok);
  });

  it('lets a vp dispute its own landlord invoice', () => {
    expect(canDisputeInvoice(who('vp'), { landlordId: L1, disputedAt: null })).toBe(true);
    expect(canDisputeInvoice(who('pm'), { landlordId: L1, disputedAt: null })).toBe(false);
  });
});

describe('underwriting and claims staff moves (file 2 §4)', () => {
  it.each([
    ['Stage00', ['Stage01', 'Stage06', 'Cancelled']],
    ['Stage02', ['Stage02A', 'Stage06', 'Cancelled']],
    ['Stage04', ['Stage05', 'Stage06', 'Cancelled']],
    ['Stage05', []],
    ['Stage06', []],
    ['Cancelled', []],
  ])('an application in %s moves to %o', (from, to) => {
    expect(nextStages(from)).toEqual(to);
  });

  it.each([
    ['admin', undefined, true],
    ['admin', { from: 'Stage01', to: 'Stage02' }, true],
    ['admin', { from: 'Stage01', to: 'Stage04' }, false],
    ['ll', undefined, false],
    ['ll', { from: 'Stage01', to: 'Stage02' }, false],
  ] as const)('%s moves a stage %o: %s', (role, move, ok) => {
    expect(canMoveStage({ role }, move)).toBe(ok);
  });

  it.each([
    ['admin', undefined, true],
    ['admin', { from: 'submitted', to: 'approved' }, true],
    ['admin', { from: 'approved', to: 'paid' }, false],
    ['admin', { from: 'denied', to: 'under_review' }, false],
    ['vp', undefined, false],
    ['vp', { from: 'submitted', to: 'approved' }, false],
  ] as const)('%s moves a claim %o: %s', (role, move, ok) => {
    expect(canMoveClaim({ role }, move)).toBe(ok);
  });

  it('bills as our staff only', () => {
    expect(canBill({ role: 'admin' })).toBe(true);
    expect(canBill({ role: 'll' })).toBe(false);
  });
});
