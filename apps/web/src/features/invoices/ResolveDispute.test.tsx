import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dispute, InvoiceLine } from '@lease/contract';
import { renderForm, stubFetch } from '../../testing/formKit';
import { ResolveDispute } from './ResolveDispute';

const line: InvoiceLine = {
  id: 'line-1',
  riderId: 'R-100',
  applicationId: 'app-1',
  tenant: 'Tess',
  buildingName: 'Elm',
  unit: '4B',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  monthlyPremium: '40.00',
  amount: '40.00',
  credited: '0.00',
};

const dispute: Dispute = {
  id: 'dispute-1',
  reason: 'Duplicate',
  status: 'open',
  lineIds: ['line-1'],
  wholeInvoice: false,
  attachmentName: null,
  resolution: null,
  createdAt: '2026-11-20T10:00:00Z',
  resolvedAt: null,
  messages: [],
};

const resolveButton = () => screen.getByRole('button', { name: 'Resolve dispute' }) as HTMLButtonElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResolveDispute', () => {
  it("shows the contract's message for an empty note once left, and holds the button", async () => {
    stubFetch();
    renderForm(<ResolveDispute invoiceId="invoice-1" dispute={dispute} lines={[line]} />);
    const note = screen.getByLabelText(/Note to the landlord/);
    fireEvent.change(note, { target: { value: '   ' } });
    fireEvent.blur(note);
    expect(await screen.findByText('Say why')).toBeTruthy();
    expect(resolveButton().disabled).toBe(true);
  });

  it('sends the outcome, the chosen credits and the trimmed note', async () => {
    const calls = stubFetch(() => ({ body: { data: { status: 'resolved', total: '0.00' } } }));
    renderForm(<ResolveDispute invoiceId="invoice-1" dispute={dispute} lines={[line]} />);
    fireEvent.click(screen.getByLabelText(/Credit R-100/));
    fireEvent.change(screen.getByLabelText('Amount for R-100'), { target: { value: '$12.50' } });
    fireEvent.change(screen.getByLabelText(/Note to the landlord/), { target: { value: ' Credited. ' } });
    await waitFor(() => expect(resolveButton().disabled).toBe(false));
    fireEvent.click(resolveButton());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: '/api/invoice/dispute/resolve',
      body: {
        disputeId: 'dispute-1',
        outcome: 'credit',
        credits: [{ lineId: 'line-1', amount: '12.50' }],
        note: 'Credited.',
      },
    });
  });

  it('sends a rejection without credits', async () => {
    const calls = stubFetch(() => ({ body: { data: { status: 'rejected', total: '40.00' } } }));
    renderForm(<ResolveDispute invoiceId="invoice-1" dispute={dispute} lines={[line]} />);
    fireEvent.click(screen.getByLabelText('Reject'));
    fireEvent.change(screen.getByLabelText(/Note to the landlord/), {
      target: { value: 'Not a duplicate.' },
    });
    await waitFor(() => expect(resolveButton().disabled).toBe(false));
    fireEvent.click(resolveButton());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      disputeId: 'dispute-1',
      outcome: 'reject',
      credits: [],
      note: 'Not a duplicate.',
    });
  });
});
