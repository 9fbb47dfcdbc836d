import { claimTypesText, EXTERNAL_TEXTS, type ClientClaimRow } from '@lease/contract';
import { formatDate, formatMoney } from '../../ui/format';
import { SectionList } from './SectionList';
import { clientQueries } from './clientQueries';
import { useClientList } from './useClientList';

const SORTS = [
  { value: 'createdAt:desc', label: 'Filed, newest first' },
  { value: 'date_of_loss:desc', label: 'Date of loss, newest first' },
  { value: 'name:asc', label: 'Claim number' },
  { value: 'claim_status:asc', label: 'Status' },
];

const hidden = EXTERNAL_TEXTS.personalDataHidden;

/** /client/{clientId}/claims: the landlord's claims, read-only (no filing, no changes). */
export function ClaimsSection() {
  const list = useClientList(SORTS[0]!.value, clientQueries.claims);
  return (
    <SectionList
      title="Claims"
      sorts={SORTS}
      empty="No claims"
      list={list}
      entry={(c: ClientClaimRow) => ({
        id: c.id,
        title: c.name,
        status: c.status,
        lines: [
          `Rider ${c.riderId} · ${c.buildingAddress}`,
          c.claimTypes.length > 0 ? claimTypesText(c.claimTypes) : null,
          `Loss on ${formatDate(c.dateOfLoss)} · filed ${formatDate(c.createdAt)}`,
          `Indemnity paid ${formatMoney(c.totalIndemnityPayments)}`,
          `Tenants: ${c.tenants ? c.tenants.join(', ') || '—' : hidden}`,
          `Contact: ${c.contactName ?? (list.query.data?.personalData ? '—' : hidden)}${c.contactEmail ? ` (${c.contactEmail})` : ''}`,
        ],
      })}
    />
  );
}
