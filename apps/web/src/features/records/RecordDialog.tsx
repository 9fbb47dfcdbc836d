import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import {
  FLAG_REASON_LABELS,
  isApprovedStage,
  missingItems,
  productLabel,
  stageLabel,
  type ApplicationRecord,
} from '@lease/contract';
import { DetailDialog, type DetailField, type DetailSection } from '../../ui/DetailDialog';
import { formatDetailDate, formatMoney } from '../../ui/format';
import { StatusChip } from '../../ui/StatusChip';
import { StageMover } from './StageMover';
import { recordQueries } from './recordQueries';

/** The tenants present (file 2 §2: tenants 2 to 4 and their fees only when present). */
function tenantFields(r: ApplicationRecord): DetailField[] {
  return ([1, 2, 3, 4] as const).flatMap((n) => {
    const name = r[`tenant_${n}_name`];
    if (n > 1 && !name) return [];
    return [
      { label: `Tenant ${n}`, value: name },
      { label: `Tenant ${n} Portion Fee`, value: formatMoney(r[`tenant_${n}_portion_fee`]) },
    ];
  });
}

/** The record of file 2 §3 as the detail dialog of §2 shows it: money with $ (0 when empty), dates YYYY-MM-DD. */
export function recordSections(r: ApplicationRecord): DetailSection[] {
  const d = formatDetailDate;
  const sections: DetailSection[] = [
    {
      title: 'Policy',
      fields: [
        { label: 'Rider Id', value: r.rider_id },
        { label: 'Stage', value: stageLabel(r.stage) },
        { label: 'Product', value: productLabel(r.app_type) },
        { label: 'Status', value: r.policy_status ? <StatusChip status={r.policy_status} /> : null },
        { label: 'Issue Date', value: d(r.issue_date) },
        { label: 'Active Lease', value: r.active_lease ? 'Yes' : 'No' },
        { label: 'Months Remaining', value: String(r.months_remaining) },
        { label: 'Created', value: d(r.sf_createdDate) },
        ...(r.cancellation_reason
          ? [{ label: 'Cancellation Reason', value: r.cancellation_reason, wide: true }]
          : []),
        ...(r.flag_reason
          ? [
              {
                label: 'Flagged',
                value: `${FLAG_REASON_LABELS[r.flag_reason] ?? r.flag_reason} since ${d(r.flagged_at)}`,
                wide: true,
              },
            ]
          : []),
      ],
    },
    {
      title: 'Property',
      fields: [
        { label: 'Landlord', value: r.lanlord_account_name },
        { label: 'Apartment Building', value: r.apartment_building_name },
        { label: 'Unit', value: r.revised_unit_number },
        { label: 'Total Number of Tenants', value: String(r.total_number_of_tenants) },
      ],
    },
    { title: 'Tenants', fields: tenantFields(r) },
    {
      title: 'Lease and Coverage',
      fields: [
        { label: 'Lease Start Date', value: d(r.lease_start_date) },
        { label: 'Lease End Date', value: d(r.lease_end_date) },
        { label: 'Coverage Start Date', value: d(r.coverage_start_date) },
        { label: 'Coverage End Date', value: d(r.coverage_end_date) },
        { label: 'Gross Monthly Rent', value: formatMoney(r.gross_monthly_rent) },
        { label: 'Gross Annual Rent', value: formatMoney(r.gross_annual_rent) },
        { label: 'LDR Coverage', value: formatMoney(r.ldr_coverage) },
        { label: 'Total Coverage Amount', value: formatMoney(r.total_coverage_amount) },
        { label: 'Damage Coverage Amount', value: formatMoney(r.damages_premium) },
        {
          label: 'Coverage Amount Requested Months',
          value:
            r.coverage_amount_requested_months === null ? null : String(r.coverage_amount_requested_months),
        },
      ],
    },
  ];
  if (isApprovedStage(r.stage)) {
    const items = missingItems(r.missing_docs);
    sections.push({
      title: 'Documents',
      fields: [
        {
          label: 'Missing Docs for Approved Email',
          wide: true,
          value: items.length ? (
            <Typography component="ul" sx={{ m: 0, pl: 2.5 }}>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Typography>
          ) : null,
        },
      ],
    });
  }
  return sections;
}

/** A policy's documents dialog: the documents feature's, handed over by the app (RecordPieces). */
export type PolicyDocuments = ComponentType<{ appId: string; open: boolean; onClose: () => void }>;

/** The rider/application detail dialog, read by id (its shareable link is `?record=<id>`). */
export function RecordDialog({
  id,
  onClose,
  Documents,
}: {
  id: string;
  onClose: () => void;
  Documents: PolicyDocuments;
}) {
  const [documents, setDocuments] = useState(false);
  const record = useQuery(recordQueries.detail(id));
  const r = record.data;
  if (documents && r) return <Documents appId={r.id} open onClose={() => setDocuments(false)} />;
  return (
    <DetailDialog
      open
      onClose={onClose}
      title={
        r
          ? r.rider_id
            ? `Policy ${r.rider_id}`
            : 'Application'
          : record.isError
            ? 'Record not found'
            : 'Loading…'
      }
      subtitle={r ? `${r.apartment_building_name}, unit ${r.revised_unit_number}` : undefined}
      sections={r ? recordSections(r) : []}
      actions={
        r ? (
          <>
            <StageMover record={r} />
            {r.rider_id && (
              <Button variant="outlined" onClick={() => setDocuments(true)}>
                Documents
              </Button>
            )}
          </>
        ) : undefined
      }
    />
  );
}
