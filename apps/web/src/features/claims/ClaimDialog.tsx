import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CLAIM_FILE_KIND_LABELS,
  claimTypesText,
  PAYMENT_METHOD_LABELS,
  productLabel,
  routes,
  type ClaimFileKind,
  type ClaimRecord,
  type PaperCheck,
} from '@lease/contract';
import { apiFile } from '../../api/client';
import { DetailDialog, type DetailSection } from '../../ui/DetailDialog';
import { downloadBlob } from '../../ui/download';
import { formatDetailDate, formatMoney } from '../../ui/format';
import { StatusChip } from '../../ui/StatusChip';
import { errorMessage, toast } from '../../ui/toast';
import { useAuthStore } from '../../store/auth';
import { ClaimActions } from './ClaimActions';
import { DecisionPanel } from './DecisionPanel';
import { PaperChecklist } from './PaperChecklist';
import { claimQueries } from './claimQueries';
import { formatCount } from '../../ui/formatNumber';

type ClaimFile = {
  id: string;
  field: string;
  file_name: string;
  kind: ClaimFileKind;
  bytes: number;
  createdAt: string;
};

/** What a file is: its paper, or 'Other document' for a file under Other Documents said to be none. */
const kindLabel = (f: ClaimFile) => (f.kind === 'other' ? 'Other document' : CLAIM_FILE_KIND_LABELS[f.kind]);

const kilobytes = (n: number) => `${formatCount(Math.max(1, Math.round(n / 1024)))} KB`;

function FileRow({ file }: { file: ClaimFile }) {
  const [busy, setBusy] = useState(false);
  const label = `Download ${file.file_name}`;
  const download = async () => {
    setBusy(true);
    try {
      downloadBlob(file.file_name, await apiFile(routes.claims.claimFile, { query: { fileId: file.id } }));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ListItem
      divider
      disableGutters
      secondaryAction={
        <Tooltip title={label}>
          <span>
            <IconButton edge="end" aria-label={label} onClick={() => void download()} disabled={busy}>
              <DownloadIcon />
            </IconButton>
          </span>
        </Tooltip>
      }
    >
      <ListItemText primary={file.file_name} secondary={`${kindLabel(file)} · ${kilobytes(file.bytes)}`} />
    </ListItem>
  );
}

/** The claim record of file 2 §3 as its detail dialog shows it: dates YYYY-MM-DD, money with $. */
type Event = { status: string; note: string | null; at: string; by_name: string | null };
type Payment = { id: string; method: string; paid_on: string; amount: string; reference: string };

/** The claim's timeline, oldest first: each status, when, by whom and the note given. */
function Timeline({ events }: { events: Event[] }) {
  return (
    <List dense disablePadding aria-label="Claim timeline">
      {events.map((e, i) => (
        <ListItem key={`${e.status}-${i}`} disableGutters alignItems="flex-start">
          <ListItemText
            primary={
              <>
                <StatusChip status={e.status} /> {formatDetailDate(e.at)}
                {e.by_name ? ` · ${e.by_name}` : ''}
              </>
            }
            secondary={e.note}
          />
        </ListItem>
      ))}
    </List>
  );
}

export function claimSections(
  c: ClaimRecord & {
    approved_amount: string | null;
    timeline: Event[];
    payments: Payment[];
    papers: PaperCheck[];
  },
  files: ClaimFile[],
): DetailSection[] {
  const d = formatDetailDate;
  const tenants = [c.tenant1, c.tenant2, c.tenant3, c.tenant4].filter(Boolean);
  return [
    {
      title: 'Claim',
      fields: [
        { label: 'Claim Number', value: c.name },
        { label: 'Claim Status', value: <StatusChip status={c.claim_status} /> },
        { label: 'Claim File Status', value: c.claim_file_status },
        {
          label: 'Type of Claim',
          value: claimTypesText(c.claim_type),
        },
        { label: 'Date of Loss', value: d(c.date_of_loss) },
        { label: 'Payment Method', value: PAYMENT_METHOD_LABELS[c.payment_method] },
        { label: 'Total Indemnity Payments', value: formatMoney(c.total_indemnity_payments) },
        { label: 'Primary Contact', value: `${c.contact_name} (${c.contact_email})` },
        { label: 'Created', value: d(c.createdAt) },
        { label: 'Updated', value: d(c.updatedAt) },
      ],
    },
    {
      title: 'Policy',
      fields: [
        { label: 'Rider Id', value: c.rider_id },
        { label: 'Product', value: productLabel(c.app_type) },
        { label: 'Bond Issue Date', value: d(c.bond_issue_date) },
        { label: 'Active Lease', value: c.rider_active_lease ? 'Yes' : 'No' },
        { label: 'Lease Start Date', value: d(c.lease_start_date) },
        { label: 'Lease End Date', value: d(c.lease_end_date) },
        { label: 'Monthly Rent', value: formatMoney(c.monthly_rent) },
        { label: 'Gross Annual Rent', value: formatMoney(c.rider_gross_annual_rent) },
        { label: 'Total Rent', value: formatMoney(c.rider_total_rent) },
        { label: 'LDR Coverage', value: formatMoney(c.rider_ldr_coverage_c) },
        { label: 'Insurable Value', value: formatMoney(c.rider_insurable_value) },
        { label: 'Total Coverage Amount', value: formatMoney(c.rider_total_coverage_amount) },
        { label: 'Damage Coverage Amount', value: formatMoney(c.rider_damage_coverage_amount) },
        {
          label: 'Coverage Amount Requested Months',
          value:
            c.rider_coverage_amount_requested_months === null
              ? null
              : String(c.rider_coverage_amount_requested_months),
        },
        { label: 'Months Remaining', value: String(c.rider_months_remaining) },
        { label: 'Total Number of Tenants', value: String(c.rider_total_number_of_tenants) },
      ],
    },
    {
      title: 'Property',
      fields: [
        { label: 'Account Name', value: c.account_name },
        { label: 'Landlord Name', value: c.landlord_name },
        { label: 'Apartment Building Address', value: c.apartment_building_address, wide: true },
        ...tenants.map((name, i) => ({ label: `Tenant ${i + 1}`, value: name })),
      ],
    },
    {
      title: 'Timeline',
      fields: [
        {
          label: 'Approved Amount',
          value: c.approved_amount === null ? null : formatMoney(c.approved_amount),
        },
        { label: 'Total Indemnity Payments', value: formatMoney(c.total_indemnity_payments) },
        { label: 'Status history', wide: true, value: <Timeline events={c.timeline} /> },
        ...(c.payments.length
          ? [
              {
                label: 'Payments',
                wide: true,
                value: (
                  <List dense disablePadding aria-label="Claim payments">
                    {c.payments.map((p) => (
                      <ListItem key={p.id} disableGutters>
                        <ListItemText
                          primary={`${formatMoney(p.amount)} by ${p.method === 'check' ? 'check' : 'eCheck'} on ${formatDetailDate(p.paid_on)}`}
                          secondary={`Reference ${p.reference}`}
                        />
                      </ListItem>
                    ))}
                  </List>
                ),
              },
            ]
          : []),
      ],
    },
    {
      title: 'Papers',
      fields: [
        {
          label: 'Papers the claim needs, ticked for a file said to be it',
          wide: true,
          value: <PaperChecklist papers={c.papers} />,
        },
      ],
    },
    {
      title: 'Files',
      fields: [
        {
          label: `${files.length} ${files.length === 1 ? 'file' : 'files'}`,
          wide: true,
          value: files.length ? (
            <List dense disablePadding aria-label="Claim files">
              {files.map((f) => (
                <FileRow key={f.id} file={f} />
              ))}
            </List>
          ) : null,
        },
      ],
    },
  ];
}

/** The claim detail dialog, read by id (its shareable link is `?claim=<id>`). */
export function ClaimDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const admin = useAuthStore((s) => s.currentUser?.role === 'admin');
  const claim = useQuery(claimQueries.detail(id));
  const c = claim.data;
  const decision = c?.decision ?? null;
  return (
    <DetailDialog
      open
      onClose={onClose}
      title={c ? `Claim ${c.name}` : claim.isError ? 'Claim not found' : 'Loading…'}
      subtitle={c ? `Policy ${c.rider_id}, ${c.apartment_building_address}` : undefined}
      sections={c ? claimSections(c, c.files) : []}
    >
      {c && decision && (
        <DecisionPanel claimId={c.id} status={c.claim_status} decision={decision} papers={c.papers} />
      )}
      {/* A request from the desk has its own upload buttons above; an older request keeps the general one. */}
      {c && (admin || (c.claim_status === 'documents_requested' && !decision)) && (
        <Box
          component="section"
          aria-label="Claim actions"
          sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}
        >
          <ClaimActions id={c.id} status={c.claim_status} admin={admin} papers={c.papers} />
        </Box>
      )}
    </DetailDialog>
  );
}
