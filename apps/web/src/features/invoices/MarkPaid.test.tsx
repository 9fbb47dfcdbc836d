import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, stubFetch } from '../../testing/formKit';
import { MarkPaid } from './MarkPaid';

const day = () => screen.getByLabelText('Paid on');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MarkPaid', () => {
  it("says the contract's message for a day that is not a date, and sends nothing", async () => {
    const calls = stubFetch();
    renderForm(<MarkPaid invoiceId="invoice-1" />);
    fireEvent.change(day(), { target: { value: '2026-13-40' } });
    fireEvent.blur(day());
    expect(await screen.findByText('Paid on must be a date (YYYY-MM-DD)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(calls).toEqual([]);
  });

  it('marks the invoice paid on the day chosen', async () => {
    const calls = stubFetch(() => ({ body: { message: 'The invoice is paid.', data: {} } }));
    renderForm(<MarkPaid invoiceId="invoice-1" />);
    fireEvent.change(day(), { target: { value: '2026-11-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/invoice/mark-paid', { id: 'invoice-1', paidOn: '2026-11-02' }],
    ]);
  });
});
