import { cents, fromCents, type InvoiceLine, type InvoiceRow } from '@lease/contract';
import type { InvoiceDbRow, LineDbRow } from './invoices.repository.js';

/** The one presenter of an invoice as its reader sees it (in part for Multi-Site and Property). */
export function toInvoiceRow(row: InvoiceDbRow, partial: boolean): InvoiceRow {
  return {
    id: row.id,
    invoiceNum: row.number,
    landlordId: row.landlordId,
    landlordName: row.landlordName,
    period: row.period.slice(0, 7),
    issuedOn: row.issuedOn,
    dueDate: row.dueDate,
    status: row.status,
    lineCount: row.lineCount,
    amount: fromCents(cents(row.amount)),
    credited: fromCents(cents(row.credited)),
    // A void invoice asks nothing, whatever its lines add up to.
    total: row.status === 'void' ? '0.00' : fromCents(cents(row.amount) - cents(row.credited)),
    paidOn: row.paidOn,
    partial,
    openDispute: row.openDispute,
  };
}

export const toInvoiceLine = (l: LineDbRow): InvoiceLine => ({
  id: l.id,
  riderId: l.riderId,
  applicationId: l.applicationId,
  tenant: l.tenant,
  buildingName: l.buildingName,
  unit: l.unit,
  periodStart: l.periodStart,
  periodEnd: l.periodEnd,
  monthlyPremium: l.monthlyPremium,
  amount: l.amount,
  credited: l.credited,
});
