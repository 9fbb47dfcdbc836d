import { CLAIM_MOVES, type ClaimStatus } from './claims/texts.js';
import { ROLE_RANK, ROLES, type Role } from './role-names.js';

/**
 * Action policies: who may do what, as plain functions of plain facts. The API authorises with them
 * (after the access layer has kept the record to the caller's scope), the contract derives route roles
 * from them, and the web shows or hides an action with the same function or the row's `can`.
 */
export interface PolicyActor {
  userId: string;
  role: Role;
  landlordId: string | null;
}

/** The signed-in user of §3.1 as a policy actor: the web's view of the same facts. */
export const asPolicyActor = (user: { id: string; role: Role; landlordId: string | null }): PolicyActor => ({
  userId: user.id,
  role: user.role,
  landlordId: user.landlordId,
});

/** A person as the user grids list it. */
export interface PersonFacts {
  id: string;
  role: Role;
  landlordId: string | null;
  managerId: string | null;
}

/** Roles whose users can be moved under another manager (§4 editType: pm → rm, rm → vp, vp → landlord). */
export const MOVABLE_ROLES = ['vp', 'rm', 'pm'] as const satisfies readonly Role[];

/** The roles one may invite to a landlord's line (§1 hierarchy). */
export const INVITABLE_ROLES = ['vp', 'rm', 'pm'] as const satisfies readonly Role[];

/**
 * Role against role: a role manages every role ranked below it, except that no one manages an admin,
 * and an external is managed by its grant (revoked, not deleted or moved; decision 0032).
 */
export const roleManages = (actor: Role, target: Role): boolean =>
  target !== 'admin' && target !== 'external' && ROLE_RANK[actor] < ROLE_RANK[target];

/**
 * Whether the actor manages this person (DESIGN.md 'Who may see what'): admin everyone but admins; ll
 * and vp the lower roles of their own landlord; rm the pms reporting to it; pm no one; never oneself.
 */
export function managesPerson(actor: PolicyActor, person: PersonFacts): boolean {
  if (person.id === actor.userId || !roleManages(actor.role, person.role)) return false;
  switch (actor.role) {
    case 'admin':
      return true;
    case 'll':
    case 'vp':
      return actor.landlordId !== null && person.landlordId === actor.landlordId;
    case 'rm':
      return person.managerId === actor.userId;
    case 'pm':
    case 'external':
      return false;
  }
}

export const canDeleteUser = (actor: PolicyActor, person: PersonFacts): boolean =>
  managesPerson(actor, person);

export const canMoveUser = (actor: PolicyActor, person: PersonFacts): boolean =>
  (MOVABLE_ROLES as readonly Role[]).includes(person.role) && managesPerson(actor, person);

/** Inviting to a landlord's line: a user of a landlord invites the invitable roles below its own. */
export const canInviteRole = (actor: Pick<PolicyActor, 'role'>, role: Role): boolean =>
  actor.role !== 'admin' &&
  (INVITABLE_ROLES as readonly Role[]).includes(role) &&
  roleManages(actor.role, role);

/** A new landlord account is invited by an admin only. */
export const canInviteLandlord = (actor: Pick<PolicyActor, 'role'>): boolean => actor.role === 'admin';

/** Importing buildings: an admin into any landlord, a landlord user into its own (any, when none is named). */
export const canImportBuildings = (actor: PolicyActor, landlordId?: string): boolean =>
  actor.role === 'admin' ||
  (actor.role === 'll' &&
    actor.landlordId !== null &&
    (landlordId === undefined || landlordId === actor.landlordId));

/**
 * Importing a rent roll (decision 0031): an admin on behalf of any landlord, a landlord or its vice
 * president (Full Portfolio, every building of the landlord) into its own landlord.
 */
export const canImportRentRoll = (actor: PolicyActor, landlordId?: string): boolean =>
  actor.role === 'admin' ||
  ((actor.role === 'll' || actor.role === 'vp') &&
    actor.landlordId !== null &&
    (landlordId === undefined || landlordId === actor.landlordId));

/** What the policy actions read of a policy (an issued application). */
export interface PolicyFacts {
  stage: string;
  riderId: string | null;
  cancelledAt: string | Date | null;
  flaggedAt: string | Date | null;
  flagResolvedAt: string | Date | null;
}

const inForce = (p: PolicyFacts): boolean =>
  p.stage === 'Stage05' && p.riderId !== null && p.cancelledAt === null;

/** Cancelling a policy in force: every role that sees it (the access layer has checked that). */
export const canCancelPolicy = (_actor: PolicyActor, policy: PolicyFacts): boolean => inForce(policy);

/** Filing a claim against an issued policy that is not cancelled. */
export const canFileClaim = (_actor: PolicyActor, policy: PolicyFacts): boolean => inForce(policy);

/** Resolving a flag (cancel, claim or dismiss with a reason): a flagged policy not yet resolved. */
export const canResolveFlag = (_actor: PolicyActor, policy: PolicyFacts): boolean =>
  inForce(policy) && policy.flaggedAt !== null && policy.flagResolvedAt === null;

/** Disputing an invoice: its landlord's payers (ll and vp), once, while it is not already disputed. */
export const canDisputeInvoice = (
  actor: PolicyActor,
  invoice: { landlordId: string; disputedAt: string | Date | null },
): boolean =>
  (actor.role === 'll' || actor.role === 'vp') &&
  actor.landlordId === invoice.landlordId &&
  invoice.disputedAt === null;

/** The stages an application moves through, in order; 05 issues the policy (file 2 §4 'Application stage'). */
const STAGE_ORDER = ['Stage00', 'Stage01', 'Stage02', 'Stage02A', 'Stage04', 'Stage05'] as const;
/** An application still being underwritten: it may move on, or end as Declined or Cancelled. */
const OPEN_STAGES: readonly string[] = STAGE_ORDER.slice(0, -1);

/** The stages an application may move to from `from`: the next one, Declined or Cancelled; none once closed. */
export function nextStages(from: string): string[] {
  if (!OPEN_STAGES.includes(from)) return [];
  return [STAGE_ORDER[OPEN_STAGES.indexOf(from) + 1]!, 'Stage06', 'Cancelled'];
}

/** Moving an application's stage: our underwriters (admin), and only along nextStages. */
export const canMoveStage = (
  actor: Pick<PolicyActor, 'role'>,
  move?: { from: string; to: string },
): boolean => actor.role === 'admin' && (move === undefined || nextStages(move.from).includes(move.to));

/** Moving a claim's status or recording its payments: our claims staff (admin), along CLAIM_MOVES. */
export const canMoveClaim = (
  actor: Pick<PolicyActor, 'role'>,
  move?: { from: ClaimStatus; to: ClaimStatus },
): boolean => actor.role === 'admin' && (move === undefined || CLAIM_MOVES[move.from].includes(move.to));

/** Answering disputes, issuing and settling invoices, connecting the accounting system: our billing staff. */
export const canBill = (actor: Pick<PolicyActor, 'role'>): boolean => actor.role === 'admin';

/** The roles for which a role-level condition holds: a route's roles, derived from its policy. */
export const rolesWhere = (holds: (role: Role) => boolean): Role[] => ROLES.filter(holds);

/** Roles that may delete, move or invite someone at all: the roles of those routes. */
export const ROLES_THAT = {
  deleteUser: rolesWhere((r) => MOVABLE_ROLES.some((t) => roleManages(r, t))),
  deleteLandlord: rolesWhere((r) => roleManages(r, 'll')),
  moveUser: rolesWhere((r) => MOVABLE_ROLES.some((t) => roleManages(r, t))),
  inviteUser: rolesWhere((r) => INVITABLE_ROLES.some((t) => canInviteRole({ role: r }, t))),
  inviteLandlord: rolesWhere((r) => canInviteLandlord({ role: r })),
  importBuildings: rolesWhere((r) => canImportBuildings({ userId: '', role: r, landlordId: 'own' })),
  importRentRoll: rolesWhere((r) => canImportRentRoll({ userId: '', role: r, landlordId: 'own' })),
  moveStage: rolesWhere((r) => canMoveStage({ role: r })),
  moveClaim: rolesWhere((r) => canMoveClaim({ role: r })),
  resolveDispute: rolesWhere((r) => canBill({ role: r })),
} as const;
