import type { ApplicationRecord, ClaimRecord } from '@lease/contract';
import type { ClaimRow } from './claims.repository.js';

/**
 * The one presenter of the claim record of file 2 §3: the claim's own fields and, prefixed rider_, those
 * of the policy it was filed on.
 */
export function toClaimRecord(row: ClaimRow, policy: ApplicationRecord): ClaimRecord {
  return {
    id: row.id,
    name: row.name,
    account_name: policy.lanlord_account_name,
    apartment_building_address: row.address,
    app_type: policy.app_type,
    bond_issue_date: policy.issue_date,
    claim_status: row.status,
    claim_file_status: row.status === 'documents_requested' ? 'Documents Requested' : 'Complete',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    landlord_name: policy.lanlord_account_name,
    lease_start_date: policy.lease_start_date,
    lease_end_date: policy.lease_end_date,
    monthly_rent: policy.gross_monthly_rent,
    rider_id: policy.rider_id ?? '',
    rider_active_lease: policy.active_lease,
    rider_coverage_amount_requested_months: policy.coverage_amount_requested_months,
    rider_damage_coverage_amount: policy.damages_premium,
    rider_gross_annual_rent: policy.gross_annual_rent,
    rider_insurable_value: policy.total_coverage_amount,
    rider_ldr_coverage_c: policy.ldr_coverage,
    rider_months_remaining: policy.months_remaining,
    rider_total_coverage_amount: policy.total_coverage_amount,
    rider_total_number_of_tenants: policy.total_number_of_tenants,
    rider_total_rent: policy.gross_annual_rent,
    tenant1: policy.tenant_1_name,
    tenant2: policy.tenant_2_name,
    tenant3: policy.tenant_3_name,
    tenant4: policy.tenant_4_name,
    total_indemnity_payments: row.totalIndemnityPayments,
    claim_type: row.claimTypes,
    date_of_loss: row.dateOfLoss,
    payment_method: row.paymentMethod,
    contact_name: row.contactName,
    contact_email: row.contactEmail,
  };
}
