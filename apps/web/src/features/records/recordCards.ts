import {
  PRODUCTS,
  STAGES,
  FLAG_REASON_LABELS,
  productLabel,
  stageLabel,
  type ApplicationRecord,
  type RecordKind,
} from '@lease/contract';
import type { FilterChip, ListEntry, SortChoice } from '../../ui/ServerGrid';
import { formatDate, formatMoney } from '../../ui/format';
import { tenantsOf } from './recordColumns';

/** A record as a phone's card: the tenants, the building and unit, the stage or status, the key date. */
export function recordCard(kind: RecordKind): (r: ApplicationRecord) => Omit<ListEntry, 'onOpen'> {
  return (r) => {
    const place = [r.apartment_building_name, r.revised_unit_number && `Unit ${r.revised_unit_number}`]
      .filter(Boolean)
      .join(' · ');
    const base = { id: r.id, title: tenantsOf(r) || 'No tenant named' };
    if (kind === 'application')
      return {
        ...base,
        status: r.stage,
        statusText: stageLabel(r.stage),
        lines: [place, `Created ${formatDate(r.sf_createdDate)}`],
      };
    return {
      ...base,
      status: kind === 'policy' ? (r.policy_status ?? undefined) : undefined,
      lines: [
        place,
        `Rider ${r.rider_id ?? '—'} · ${productLabel(r.app_type)}`,
        kind === 'policy-cancel' && r.flag_reason
          ? `Flagged for ${FLAG_REASON_LABELS[r.flag_reason] ?? r.flag_reason}`
          : `${formatMoney(r.total_coverage_amount)} coverage until ${formatDate(r.coverage_end_date)}`,
      ],
    };
  };
}

/** The orders a phone offers on the record lists. */
export const recordSorts = (kind: RecordKind): SortChoice[] => [
  { value: 'sf_createdDate:desc', label: 'Newest first' },
  { value: 'sf_createdDate:asc', label: 'Oldest first' },
  { value: 'tenant_1_name:asc', label: 'Tenant, A to Z' },
  { value: 'apartment_building_name:asc', label: 'Building, A to Z' },
  ...(kind === 'application'
    ? [{ value: 'stage:asc', label: 'Stage' }]
    : [{ value: 'coverage_end_date:asc', label: 'Coverage ends soonest' }]),
  { value: 'lease_start_date:desc', label: 'Lease start, latest first' },
];

/** The record lists' choice filters as chips: the stage (applications only) and the product. */
export function recordChips(
  kind: RecordKind,
  stage: string[],
  setStage: (v: string[]) => void,
  appType: string[],
  setAppType: (v: string[]) => void,
): FilterChip[] {
  const options = (list: readonly { code: string; label: string }[]) =>
    list.map((o) => ({ value: o.code, label: o.label }));
  return [
    ...(kind === 'application'
      ? [{ label: 'Stage', options: options(STAGES), value: stage, onChange: setStage, multiple: true }]
      : []),
    { label: 'Product', options: options(PRODUCTS), value: appType, onChange: setAppType, multiple: true },
  ];
}
