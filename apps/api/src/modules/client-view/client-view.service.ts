import type {
  ApplicationRecord,
  ClaimStatus,
  ClientClaimRow,
  ClientPolicyRow,
  ClientSection,
  InvoiceRow,
  InvoiceStatus,
  ListParams,
  Page,
} from '@lease/contract';
import { clientAccess, type Access } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { audit, type Who } from '../../platform/unit-of-work.js';
import { listRecords, recordsOfScopedRows } from '../records/records.repository.js';
import { listClaims } from '../claims/claims.repository.js';
import { toInvoiceRow } from '../invoices/invoices.presenter.js';
import { listInvoices } from '../invoices/invoices.repository.js';
import { CLIENT_READ_ACTION } from '../external-access/external-access.repository.js';

/** What a client call reads with: the landlord's access, and whether tenants' personal data is shown. */
export interface ClientView {
  access: Access;
  clientId: string;
  personalData: boolean;
  expiresAt: Date | null;
}

/**
 * The landlord an external reads (decision 0032): its grant's, and no other — any other id answers 404,
 * as if it did not exist. The route layer has already refused a grant that has ended.
 */
export function clientView(ctx: AppContext, actor: Actor, clientId: string): ClientView {
  const grant = actor.grant;
  if (actor.role !== 'external' || !grant || grant.landlordId !== clientId) throw notFound('Client');
  return {
    access: clientAccess(ctx, actor, clientId),
    clientId,
    personalData: grant.personalData,
    expiresAt: grant.expiresAt,
  };
}

/** Every client read leaves its Active Log row: who read which section of which landlord, and what. */
export async function logRead(
  ctx: AppContext,
  who: Who,
  view: ClientView,
  section: ClientSection,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await audit(ctx, who, {
    action: CLIENT_READ_ACTION,
    subjectType: 'landlord',
    subjectId: view.clientId,
    detail: { section, personalData: view.personalData, ...detail },
  });
}

const tenantsOf = (names: (string | null)[], shown: boolean): string[] | null =>
  shown ? names.filter((n): n is string => n !== null) : null;

function toPolicyRow(r: ApplicationRecord, personalData: boolean): ClientPolicyRow {
  return {
    id: r.id,
    riderId: r.rider_id,
    appType: r.app_type,
    buildingName: r.apartment_building_name,
    unit: r.revised_unit_number,
    tenants: tenantsOf([r.tenant_1_name, r.tenant_2_name, r.tenant_3_name, r.tenant_4_name], personalData),
    status: r.policy_status,
    leaseStart: r.lease_start_date,
    leaseEnd: r.lease_end_date,
    coverageStart: r.coverage_start_date,
    coverageEnd: r.coverage_end_date,
    monthlyRent: r.gross_monthly_rent,
    monthlyPremium: r.monthly_premium,
    totalCoverage: r.total_coverage_amount,
  };
}

type PolicySort =
  | 'coverage_start_date'
  | 'coverage_end_date'
  | 'rider_id'
  | 'apartment_building_name'
  | 'revised_unit_number'
  | 'lease_end_date';

export async function clientPolicies(
  ctx: AppContext,
  view: ClientView,
  params: ListParams<PolicySort>,
): Promise<Page<ClientPolicyRow>> {
  const filter = { kind: 'policy' as const, q: params.q, searchTenants: view.personalData };
  const page = await listRecords(ctx.database.db, view.access, filter, params);
  return { ...page, rows: page.rows.map((r) => toPolicyRow(r, view.personalData)) };
}

type ClaimSort = 'createdAt' | 'name' | 'claim_status' | 'date_of_loss';

export async function clientClaims(
  ctx: AppContext,
  view: ClientView,
  status: ClaimStatus | undefined,
  params: ListParams<ClaimSort>,
): Promise<Page<ClientClaimRow>> {
  const { db } = ctx.database;
  const filter = { status, q: params.q, searchPeople: view.personalData };
  const page = await listClaims(db, view.access, filter, params);
  // The claims were read through the landlord's access: their policies are the landlord's too.
  const records = await recordsOfScopedRows(
    db,
    page.rows.map((r) => r.applicationId),
    view.access.now,
  );
  const shown = view.personalData;
  const rows = page.rows.map((c): ClientClaimRow => {
    const record = records.get(c.applicationId);
    const names = record
      ? [record.tenant_1_name, record.tenant_2_name, record.tenant_3_name, record.tenant_4_name]
      : [];
    return {
      id: c.id,
      name: c.name,
      status: c.status,
      riderId: record?.rider_id ?? '',
      buildingAddress: c.address,
      claimTypes: c.claimTypes,
      dateOfLoss: c.dateOfLoss,
      createdAt: c.createdAt.toISOString(),
      totalIndemnityPayments: c.totalIndemnityPayments,
      tenants: tenantsOf(names, shown),
      contactName: shown ? c.contactName : null,
      contactEmail: shown ? c.contactEmail : null,
    };
  });
  return { ...page, rows };
}

type InvoiceSort = 'issuedOn' | 'invoiceNum' | 'dueDate' | 'status' | 'total';

export async function clientInvoices(
  ctx: AppContext,
  view: ClientView,
  status: InvoiceStatus | undefined,
  params: ListParams<InvoiceSort>,
): Promise<Page<InvoiceRow>> {
  const page = await listInvoices(ctx.database.db, view.access, { status, q: params.q }, params);
  return { ...page, rows: page.rows.map((r) => toInvoiceRow(r, view.access.readsInPart)) };
}
