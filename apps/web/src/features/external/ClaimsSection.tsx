import { EXTERNAL_TEXTS, type ClientClaimRow } from '@lease/contract';
import { apiCall } from '../../api/client';
import { formatDate, formatMoney } from '../../ui/format';
import { ClientList } from './ClientList';
import { clientCalls } from './clientCalls';
import { SectionHeader } from './SectionHeader';
import { listQuery, useClientList } from './useClientList';

const SORTS = [
  { value: 'createdAt:desc', label: 'Filed, newest first' },
  { value: 'date_of_loss:desc', label: 'Date of loss, newest first' },
  { value: 'name:asc', label: 'Claim number' },
  { value: 'claim_status:asc', label: 'Status' },
];

const hidden = EXTERNAL_TEXTS.personalDataHidden;

/** /client/{clientId}/claims: the landlord's claims, read-only (no filing, no changes). */
export function ClaimsSection() {
  const { params, setParams, query } = useClientList('claims', SORTS[0]!.value, (clientId, p) =>
    apiCall(clientCalls.claims, { query: { clientId, ...listQuery(p) } }),
  );
  const page = query.data;
  return (
    <>
      <SectionHeader title="Claims" personalData={page?.personalData} />
      <ClientList
        label="Claims"
        params={params}
        onParams={setParams}
        sorts={SORTS}
        total={page?.total ?? 0}
        loading={query.isFetching}
        error={query.error}
        empty="No claims"
        entries={page?.rows.map((c: ClientClaimRow) => ({
          id: c.id,
          title: c.name,
          status: c.status,
          lines: [
            `Rider ${c.riderId} · ${c.buildingAddress}`,
            c.claimTypes.length > 0 ? c.claimTypes.join(', ') : null,
            `Loss on ${formatDate(c.dateOfLoss)} · filed ${formatDate(c.createdAt)}`,
            `Indemnity paid ${formatMoney(c.totalIndemnityPayments)}`,
            `Tenants: ${c.tenants ? c.tenants.join(', ') || '—' : hidden}`,
            `Contact: ${c.contactName ?? (page.personalData ? '—' : hidden)}${c.contactEmail ? ` (${c.contactEmail})` : ''}`,
          ],
        }))}
      />
    </>
  );
}
