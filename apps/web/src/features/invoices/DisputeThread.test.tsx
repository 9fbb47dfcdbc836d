import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dispute } from '@lease/contract';
import { renderForm, stubFetch } from '../../testing/formKit';
import { DisputeThread } from './DisputeThread';

const dispute: Dispute = {
  id: 'dispute-1',
  reason: 'Duplicate',
  status: 'open',
  lineIds: [],
  wholeInvoice: true,
  attachmentName: null,
  resolution: null,
  createdAt: '2026-11-01T10:00:00Z',
  resolvedAt: null,
  messages: [],
};

const reply = () => screen.getByLabelText('Reply');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("DisputeThread's reply", () => {
  it("says the contract's message for a blank reply, and sends nothing", async () => {
    const calls = stubFetch();
    renderForm(<DisputeThread invoiceId="invoice-1" disputes={[dispute]} lines={[]} />);
    fireEvent.change(reply(), { target: { value: '   ' } });
    fireEvent.blur(reply());
    expect(await screen.findByText('Write a message')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the trimmed reply to the dispute', async () => {
    const calls = stubFetch(() => ({ body: { message: 'Message sent.', data: {} } }));
    renderForm(<DisputeThread invoiceId="invoice-1" disputes={[dispute]} lines={[]} />);
    fireEvent.change(reply(), { target: { value: '  We were billed twice.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/invoice/dispute/message',
      body: { disputeId: 'dispute-1', body: 'We were billed twice.' },
    });
  });
});
