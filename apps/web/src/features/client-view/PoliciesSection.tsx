import { EXTERNAL_TEXTS, type ClientPolicyRow } from '@lease/contract';
import { formatDate, formatMoney } from '../../ui/format';
import { SectionList } from './SectionList';
import { clientQueries } from './clientQueries';
import { useClientList } from './useClientList';

const SORTS = [
  { value: 'coverage_start_date:desc', label: 'Cover start, newest first' },
  { value: 'coverage_end_date:asc', label: 'Cover end, soonest first' },
  { value: 'lease_end_date:asc', label: 'Lease end, soonest first' },
  { value: 'rider_id:asc', label: 'Rider number' },
  { value: 'apartment_building_name:asc', label: 'Building' },
];

/** /client/{clientId}/policies: the landlord's issued policies, read-only. */
export function PoliciesSection() {
  const list = useClientList(SORTS[0]!.value, clientQueries.policies);
  return (
    <SectionList
      title="Policies"
      sorts={SORTS}
      empty="No policies"
      list={list}
      entry={(p: ClientPolicyRow) => ({
        id: p.id,
        title: `${p.riderId ?? 'No rider yet'} · ${p.buildingName}, unit ${p.unit}`,
        status: p.status ?? undefined,
        lines: [
          `Tenants: ${p.tenants ? p.tenants.join(', ') || '—' : EXTERNAL_TEXTS.personalDataHidden}`,
          `Lease ${formatDate(p.leaseStart)} – ${formatDate(p.leaseEnd)}`,
          p.coverageStart ? `Cover ${formatDate(p.coverageStart)} – ${formatDate(p.coverageEnd)}` : null,
          `Rent ${formatMoney(p.monthlyRent)} a month${
            p.monthlyPremium ? ` · premium ${formatMoney(p.monthlyPremium)}` : ''
          }${p.totalCoverage ? ` · coverage ${formatMoney(p.totalCoverage)}` : ''}`,
        ],
      })}
    />
  );
}
