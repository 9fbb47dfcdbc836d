import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { InvoiceLine, InvoiceRecord } from '@lease/contract';
import { DetailDialog, type DetailSection } from '../../ui/DetailDialog';
import { formatDetailDate, formatPeriod } from '../../ui/format';
import { MoneyText } from '../../ui/MoneyText';
import { StatusChip } from '../../ui/StatusChip';
import { errorMessage } from '../../ui/toast';
import { DisputeThread } from './DisputeThread';
import { InvoicePdfPanel } from './InvoicePdfPanel';
import { Heading, LinesSection } from './LinesSection';
import { useInvoiceRecord, useInvoiceRefresh, useIsBilling } from './invoiceQueries';
import { MarkPaid } from './MarkPaid';

// The dispute form loads when 'Dispute' is pressed, as the detail's other dialogs do (issue #27).
const DisputeDialog = lazy(() => import('./DisputeDialog').then((m) => ({ default: m.DisputeDialog })));

function invoiceSections(i: InvoiceRecord): DetailSection[] {
  const d = formatDetailDate;
  return [
    {
      title: 'Invoice',
      fields: [
        { label: 'Invoice Number', value: i.invoiceNum },
        { label: 'Status', value: <StatusChip status={i.status} /> },
        { label: 'Landlord', value: i.landlordName },
        { label: 'Period', value: formatPeriod(i.period) },
        { label: 'Issued', value: d(i.issuedOn) },
        { label: 'Due', value: d(i.dueDate) },
        { label: 'Paid On', value: d(i.paidOn) },
        { label: 'Lines', value: String(i.lineCount) },
      ],
    },
    {
      title: i.partial ? 'Totals of your buildings' : 'Totals',
      fields: [
        { label: 'Premium', value: <MoneyText value={i.amount} /> },
        { label: 'Credited', value: <MoneyText value={i.credited} /> },
        // A void invoice asks nothing, whatever its lines add up to (as its PDF says).
        { label: 'Total Due', value: <MoneyText value={i.status === 'void' ? 0 : i.total} /> },
      ],
    },
  ];
}

/**
 * The invoice detail (its shareable link is `?invoice=<id>`): header and totals, its lines with
 * checkboxes to choose the ones to dispute, the PDF, the disputes with their conversations, and for
 * our billing staff the resolve controls and 'Mark paid'.
 */
export function InvoiceDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const billing = useIsBilling();
  const [lineQ, setLineQ] = useState('');
  const record = useInvoiceRecord(id, lineQ);
  const refresh = useInvoiceRefresh(id);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  // The lines chosen stay chosen while a search shows others: each is kept as it was seen.
  const [chosenLines, setChosenLines] = useState<Map<string, InvoiceLine>>(new Map());
  const choose = (next: Set<string>) => {
    const seen = new Map([...chosenLines, ...(record.data?.lines ?? []).map((l) => [l.id, l] as const)]);
    setChosen(next);
    setChosenLines(
      new Map([...next].flatMap((lineId) => (seen.has(lineId) ? [[lineId, seen.get(lineId)!]] : []))),
    );
  };
  const [disputing, setDisputing] = useState(false);
  const i = record.data;
  const canDispute = i && i.status !== 'void' && !i.openDispute;

  return (
    <DetailDialog
      open
      onClose={onClose}
      title={i ? `Invoice ${i.invoiceNum}` : record.isError ? 'Invoice not found' : 'Loading…'}
      subtitle={i ? `${i.landlordName}, ${formatPeriod(i.period)}` : undefined}
      sections={i ? invoiceSections(i) : []}
      actions={
        canDispute && (
          <Button
            variant="contained"
            startIcon={<ReportProblemOutlinedIcon />}
            onClick={() => setDisputing(true)}
          >
            {chosen.size > 0 ? `Dispute ${chosen.size} ${chosen.size === 1 ? 'line' : 'lines'}` : 'Dispute'}
          </Button>
        )
      }
    >
      {record.isError && <Alert severity="error">{errorMessage(record.error)}</Alert>}
      {i && (
        <>
          <LinesSection
            invoice={i}
            canDispute={Boolean(canDispute)}
            chosen={chosen}
            onChoose={choose}
            onSearch={setLineQ}
          />
          <InvoicePdfPanel id={i.id} invoiceNum={i.invoiceNum} />
          <DisputeThread invoiceId={i.id} disputes={i.disputes} lines={i.lines} />
          {billing && !i.openDispute && (i.status === 'open' || i.status === 'past_due') && (
            <Box component="section" aria-label="Payment" sx={{ mt: 3 }}>
              <Heading>Payment</Heading>
              <MarkPaid invoiceId={i.id} />
            </Box>
          )}
          <Suspense fallback={null}>
            {disputing && (
              <DisputeDialog
                invoice={i}
                chosen={[...chosenLines.values()]}
                onClose={() => setDisputing(false)}
                onSent={() => {
                  setDisputing(false);
                  choose(new Set());
                  refresh();
                }}
              />
            )}
          </Suspense>
        </>
      )}
    </DetailDialog>
  );
}
