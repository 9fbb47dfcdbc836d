import {
  cents,
  type DateFormat,
  dollars,
  formatDay,
  formatMonth,
  INVOICE_STATUS_LABELS,
  type InvoiceLine,
  type InvoiceRow,
} from '@lease/contract';
import { renderPdf } from '../../platform/pdf/render.js';
import type { PdfTemplate } from '../../platform/pdf/template.js';

const COMPANY = 'Lease Guarantee Portal';

/** How to pay: the same for every invoice, always quoting its number. */
const paymentLines = (invoiceNum: string) => [
  `Pay by ACH to Lease Guarantee Insurance, routing 021000021, account 483920175, quoting ${invoiceNum}.`,
  `Or mail a check payable to Lease Guarantee Insurance, PO Box 4410, Hartford, CT 06101, with ${invoiceNum} on its memo line.`,
  'Questions or a line that looks wrong? Dispute it from the Invoices page of the portal.',
];

const lineText = (l: InvoiceLine, format: DateFormat) =>
  `${l.riderId} · ${l.tenant || 'no tenant on file'} · ${l.buildingName}, unit ${l.unit} · ${formatDay(l.periodStart, format)} to ${formatDay(l.periodEnd, format)} · ${dollars(cents(l.amount))}` +
  (cents(l.credited) > 0n ? ` (credited ${dollars(cents(l.credited))})` : '');

/** A building's total on a very long invoice. */
export interface BuildingTotal {
  buildingName: string;
  lines: number;
  amount: string;
  credited: string;
}

const buildingText = (b: BuildingTotal) =>
  `${b.buildingName} · ${b.lines} ${b.lines === 1 ? 'policy' : 'policies'} · ${dollars(cents(b.amount))}` +
  (cents(b.credited) > 0n ? ` (credited ${dollars(cents(b.credited))})` : '');

/**
 * The invoice as its reader sees it, as a PDF: header, lines (or, for a very long invoice, its totals
 * by building, every line being on the Invoices page), totals and how to pay; dates in the reader's
 * format (decision 0026).
 */
export function invoicePdf(
  invoice: InvoiceRow,
  body: { lines: InvoiceLine[] } | { byBuilding: BuildingTotal[] },
  now: Date,
  format: DateFormat,
): Promise<Uint8Array> {
  const day = (value: string) => formatDay(value, format) || value;
  const detail =
    'lines' in body
      ? {
          heading: `Lines (${body.lines.length}): rider, tenant, building and unit, days in force, premium`,
          lines: body.lines.length > 0 ? body.lines.map((l) => lineText(l, format)) : ['No lines.'],
        }
      : {
          heading: `${invoice.lineCount} lines, by building: each line is on the Invoices page of the portal`,
          lines: body.byBuilding.map(buildingText),
        };
  const doc: PdfTemplate = {
    title: `Invoice ${invoice.invoiceNum}`,
    sections: [
      {
        lines: [
          `Bill to: ${invoice.landlordName}`,
          `Period: ${formatMonth(invoice.period, format)}    Issued: ${day(invoice.issuedOn)}    Due: ${day(invoice.dueDate)}`,
          `Status: ${INVOICE_STATUS_LABELS[invoice.status]}`,
          ...(invoice.partial
            ? ['This copy lists only the lines of the buildings you manage, and their totals.']
            : []),
        ],
      },
      detail,
      {
        heading: 'Totals',
        lines: [
          `Premium: ${dollars(cents(invoice.amount))}`,
          `Credited: ${dollars(cents(invoice.credited))}`,
          `Total due: ${dollars(cents(invoice.total))}`,
        ],
      },
      { heading: 'How to pay', lines: paymentLines(invoice.invoiceNum) },
    ],
  };
  return renderPdf(doc, { author: COMPANY, created: now });
}
