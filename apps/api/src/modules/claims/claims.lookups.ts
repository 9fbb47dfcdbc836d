import type { ClaimMoved, ClaimPolicy } from '@lease/contract';
import { accessFor } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { checkNamed } from '../records/records.service.js';
import {
  buildingsInState,
  claimOnPolicy,
  findClaim,
  landlordsInState,
  policiesOfBuilding,
  policyInScope,
  statesInScope,
  tenantsOfPolicy,
} from './claims.repository.js';

/**
 * The wizard's step 0 and 1 lookups (file 2 §4): each answers only what the caller's scope holds, in
 * the record names of file 2 §3.
 */
/**
 * What the wizard reads as it opens: the states where the caller's scope holds buildings (listed first
 * under State), and whether a maps service is configured to suggest the check's address.
 */
export async function wizardSetup(ctx: AppContext, actor: Actor) {
  const states = await statesInScope(ctx.database.db, accessFor(ctx, actor));
  return { states, addressSuggestions: Boolean(ctx.config.maps) };
}

export async function landlordsFor(ctx: AppContext, actor: Actor, state: string) {
  const rows = await landlordsInState(ctx.database.db, accessFor(ctx, actor), state);
  return rows.map((r) => ({ Landlord__c: r.id, Name: r.name }));
}

export async function apartmentsFor(ctx: AppContext, actor: Actor, state: string, landlordId: string) {
  const access = accessFor(ctx, actor);
  await checkNamed(ctx.database.db, access, { landlordId });
  const rows = await buildingsInState(ctx.database.db, access, state, landlordId);
  return rows.map((r) => ({ Id: r.id, Name: r.name }));
}

export async function policiesFor(ctx: AppContext, actor: Actor, buildingId: string): Promise<ClaimPolicy[]> {
  const access = accessFor(ctx, actor);
  await checkNamed(ctx.database.db, access, { buildingId });
  const rows = await policiesOfBuilding(ctx.database.db, access, buildingId);
  return rows.map((r) => ({
    Id: r.id,
    Renewal_Rider_ID__c: r.riderId ?? '',
    Lease_Start_Date__c: r.leaseStartDate,
    Lease_End_Date__c: r.leaseEndDate,
    CoverageStartDate__c: r.coverageStartDate,
    CoverageEndDate__c: r.coverageEndDate,
    Tenant_1__c: r.tenant1,
    Tenant_2__c: r.tenant2,
    Tenant_3__c: r.tenant3,
    Tenant_4__c: r.tenant4,
    gross_monthly_rent: r.grossMonthlyRent,
    coverage_amount_requested_months: r.months,
    total_coverage_amount: r.totalCoverageAmount,
    ldr_coverage: r.ldrCoverage,
    damage_coverage_amount: r.damagesPremium,
    paid_on_rider: r.paid,
    locked_receipt_email: lockedReceiptOf(ctx, r.landlordName),
  }));
}

/** The accounting address a landlord's check receipts must go to, when it is the group so configured. */
export const lockedReceiptOf = (ctx: AppContext, landlordName: string): string | null =>
  ctx.config.claimsReceiptLock?.landlordName === landlordName ? ctx.config.claimsReceiptLock.email : null;

/** A policy in scope, or 404 as if it did not exist. */
async function policyOr404(ctx: AppContext, actor: Actor, riderId: string) {
  const policy = await policyInScope(ctx.database.db, accessFor(ctx, actor), riderId);
  if (!policy) throw notFound('Policy');
  return policy;
}

export async function tenantsFor(ctx: AppContext, actor: Actor, riderId: string) {
  const policy = await policyOr404(ctx, actor, riderId);
  const rows = await tenantsOfPolicy(ctx.database.db, accessFor(ctx, actor), policy.id);
  return {
    tenant_result: {
      records: rows.map((t) => ({ id: t.id, name: `${t.firstName} ${t.lastName}`, dob: t.dob })),
    },
  };
}

export async function duplicateOf(ctx: AppContext, actor: Actor, riderId: string) {
  const policy = await policyOr404(ctx, actor, riderId);
  const claim = await claimOnPolicy(ctx.database.db, accessFor(ctx, actor), policy.id);
  return {
    isDuplicated: claim !== null,
    riderId: policy.riderId ?? '',
    claimData: claim ? [{ Name: claim.name, CreatedDate: claim.createdAt.toISOString() }] : [],
    claimsEmail: ctx.config.claimsEmail,
  };
}

/** A claim's number and status for its filer's socket, read in the filer's scope; null when out of it. */
export async function claimMovedFor(
  ctx: AppContext,
  actor: Actor,
  claimId: string,
): Promise<ClaimMoved | null> {
  const row = await findClaim(ctx.database.db, accessFor(ctx, actor), claimId);
  return row ? { id: row.id, name: row.name, claim_status: row.status } : null;
}
