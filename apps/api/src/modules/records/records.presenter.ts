import type { ApplicationRecord, PolicyStatus, ProductCode, StageCode } from '@lease/contract';
import { isoDay } from '../../platform/clock.js';

/** A record's row as the repository reads it: the application, its building and its landlord. */
export interface RecordRow {
  id: string;
  buildingId: string;
  landlordId: string;
  stage: StageCode;
  appType: ProductCode;
  riderId: string | null;
  issueDate: string | null;
  unitNumber: string;
  leaseStartDate: string;
  leaseEndDate: string;
  coverageStartDate: string | null;
  coverageEndDate: string | null;
  grossMonthlyRent: string;
  ldrCoverage: string | null;
  totalCoverageAmount: string | null;
  damagesPremium: string | null;
  monthlyPremium: string | null;
  coverageAmountRequestedMonths: number | null;
  activeLease: boolean;
  missingDocs: string | null;
  cancellationReason: string | null;
  cancelledAt: Date | null;
  flaggedAt: Date | null;
  flagReason: string | null;
  flagResolvedAt: Date | null;
  createdAt: Date;
  buildingName: string;
  billingState: string;
  landlordName: string;
}

export interface TenantRow {
  position: number;
  firstName: string;
  lastName: string;
  portionFee: string | null;
}

/** Whole months from today until the cover ends, never below 0. */
export function monthsRemaining(endsOn: string, today: Date): number {
  const [y, m, d] = endsOn.split('-').map(Number) as [number, number, number];
  let months = (y - today.getUTCFullYear()) * 12 + (m - 1 - today.getUTCMonth());
  if (d < today.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

/** A rent (never negative) times twelve, on integer cents: money never passes through a float. */
function timesTwelve(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const cents = (BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))) * 12n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/** A policy's standing; null for an application not issued. */
export function policyStatusOf(row: RecordRow, today: Date): PolicyStatus | null {
  if (!row.riderId) return null;
  if (row.stage === 'Cancelled' || row.cancelledAt) return 'cancelled';
  if (row.flaggedAt && !row.flagResolvedAt) return 'flagged';
  if ((row.coverageEndDate ?? row.leaseEndDate) < isoDay(today)) return 'expired';
  return 'in_force';
}

/** The one presenter of the rider/application record of file 2 §3. */
export function toRecord(row: RecordRow, tenants: TenantRow[], today: Date): ApplicationRecord {
  const at = (position: number) => tenants.find((t) => t.position === position);
  const name = (position: number) => {
    const t = at(position);
    return t ? `${t.firstName} ${t.lastName}` : null;
  };
  return {
    id: row.id,
    tenant_1_name: name(1),
    tenant_2_name: name(2),
    tenant_3_name: name(3),
    tenant_4_name: name(4),
    stage: row.stage,
    months_remaining: monthsRemaining(row.coverageEndDate ?? row.leaseEndDate, today),
    active_lease: row.activeLease,
    app_type: row.appType,
    lanlord_account_name: row.landlordName,
    cancellation_reason: row.cancellationReason,
    sf_createdDate: row.createdAt.toISOString(),
    rider_id: row.riderId,
    issue_date: row.issueDate,
    ldr_coverage: row.ldrCoverage,
    total_coverage_amount: row.totalCoverageAmount,
    revised_unit_number: row.unitNumber,
    lease_start_date: row.leaseStartDate,
    lease_end_date: row.leaseEndDate,
    coverage_start_date: row.coverageStartDate,
    coverage_end_date: row.coverageEndDate,
    gross_monthly_rent: row.grossMonthlyRent,
    gross_annual_rent: timesTwelve(row.grossMonthlyRent),
    total_number_of_tenants: tenants.length,
    damages_premium: row.damagesPremium,
    apartment_building_name: row.buildingName,
    coverage_amount_requested_months: row.coverageAmountRequestedMonths,
    tenant_1_portion_fee: at(1)?.portionFee ?? null,
    tenant_2_portion_fee: at(2)?.portionFee ?? null,
    tenant_3_portion_fee: at(3)?.portionFee ?? null,
    tenant_4_portion_fee: at(4)?.portionFee ?? null,
    missing_docs: row.missingDocs,
    monthly_premium: row.monthlyPremium,
    policy_status: policyStatusOf(row, today),
    flagged_at: row.flaggedAt && !row.flagResolvedAt ? row.flaggedAt.toISOString() : null,
    flag_reason: row.flaggedAt && !row.flagResolvedAt ? row.flagReason : null,
    app_id: row.id,
    apartment_building_id: row.buildingId,
    landlord_id: row.landlordId,
    billingState: row.billingState,
  };
}
