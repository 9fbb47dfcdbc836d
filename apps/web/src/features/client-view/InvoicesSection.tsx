import type { InvoiceRow } from '@lease/contract';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney, formatPeriod } from '../../ui/format';
import { SectionList } from './SectionList';
import { clientQueries } from './clientQueries';
import { useClientList } from './useClientList';

const SORTS = [
  { value: 'issuedOn:desc', label: 'Issued, newest first' },
  { value: 'dueDate:asc', label: 'Due date, soonest first' },
  { value: 'invoiceNum:asc', label: 'Invoice number' },
  { value: 'status:asc', label: 'Status' },
  { value: 'total:desc', label: 'Total, largest first' },
];

/** /client/{clientId}/invoices: the landlord's invoices, read-only (no disputes, no payments). */
export function InvoicesSection() {
  const list = useClientList(SORTS[0]!.value, clientQueries.invoices);
  return (
    <SectionList
      title="Invoices"
      sorts={SORTS}
      empty="No invoices"
      list={list}
      showsPersonalData={false}
      entry={(i: InvoiceRow) => ({
        id: i.id,
        title: `${i.invoiceNum} · ${formatPeriod(i.period)}`,
        status: i.status,
        lines: [
          `Issued ${formatDate(i.issuedOn)} · due ${formatDate(i.dueDate)}`,
          `${i.lineCount} ${i.lineCount === 1 ? 'policy' : 'policies'}${
            i.paidOn ? ` · paid ${formatDate(i.paidOn)}` : ''
          }${i.openDispute ? ' · disputed' : ''}`,
        ],
        end: <Typography sx={{ fontWeight: 600 }}>{formatMoney(i.total)}</Typography>,
      })}
    />
  );
}
