import type { APIRequestContext } from '@playwright/test';

/** A policy row as the Policies grid answers it, with what the claim tests read of it. */
export interface PolicyRow {
  app_id: string;
  rider_id: string;
  billingState: string;
  lanlord_account_name: string;
  apartment_building_name: string;
  policy_status: string;
  lease_start_date: string;
  coverage_start_date: string | null;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The caller's policies in force whose cover has begun, each with whether a claim is filed on it. */
export async function* policiesInForce(
  request: APIRequestContext,
  token: string,
): AsyncGenerator<{ row: PolicyRow; claimed: boolean }> {
  const headers = { authorization: token };
  const listed = await request.post('/api/property/policy', { headers, data: { pageSize: 200 } });
  for (const row of ((await listed.json()) as { data: { rows: PolicyRow[] } }).data.rows) {
    if (row.policy_status !== 'in_force' || (row.coverage_start_date ?? '') > today()) continue;
    const dup = await request.get(`/api/claim/claim-duplicated?riderId=${row.app_id}`, { headers });
    yield { row, claimed: ((await dup.json()) as { data: { isDuplicated: boolean } }).data.isDuplicated };
  }
}

/** A policy in force of the caller with no claim yet. */
export async function unclaimedPolicy(request: APIRequestContext, token: string): Promise<PolicyRow> {
  for await (const { row, claimed } of policiesInForce(request, token)) if (!claimed) return row;
  throw new Error('no unclaimed policy in force');
}
