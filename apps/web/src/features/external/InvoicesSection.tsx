import type { InvoiceRow } from '@lease/contract';
import Typography from '@mui/material/Typography';
import { apiCall } from '../../api/client';
import { formatDate, formatMoney, formatPeriod } from '../../ui/format';
import { ClientList } from './ClientList';
import { clientCalls } from './clientCalls';
import { SectionHeader } from './SectionHeader';
import { listQuery, useClientList } from './useClientList';

const SORTS = [
  { value: 'issuedOn:desc', label: 'Issued, newest first' },
  { value: 'dueDate:asc', label: 'Due date, soonest first' },
  { value: 'invoiceNum:asc', label: 'Invoice number' },
  { value: 'status:asc', label: 'Status' },
  { value: 'total:desc', label: 'Total, largest first' },
];

/** /client/{clientId}/invoices: the landlord's invoices, read-only (no disputes, no payments). */
export function InvoicesSection() {
  const { params, setParams, query } = useClientList('invoices', SORTS[0]!.value, (clientId, p) =>
    apiCall(clientCalls.invoices, { query: { clientId, ...listQuery(p) } }),
  );
  const page = query.data;
  return (
    <>
      <SectionHeader title="Invoices" />
      <ClientList
        label="Invoices"
        params={params}
        onParams={setParams}
        sorts={SORTS}
        total={page?.total ?? 0}
        loading={query.isFetching}
        error={query.error}
        empty="No invoices"
        entries={page?.rows.map((i: InvoiceRow) => ({
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
        }))}
      />
    </>
  );
}
