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
  it("asks for the date in the setting's format for a day that does not exist, and sends nothing", async () => {
    const calls = stubFetch();
    renderForm(<MarkPaid invoiceId="invoice-1" />);
    fireEvent.change(day(), { target: { value: '40132026' } });
    fireEvent.blur(day());
    expect(await screen.findByText('Enter the date as DD/MM/YYYY')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(calls).toEqual([]);
  });

  it('marks the invoice paid on the day chosen', async () => {
    const calls = stubFetch(() => ({ body: { message: 'The invoice is paid.', data: {} } }));
    renderForm(<MarkPaid invoiceId="invoice-1" />);
    // Typed in the default setting, DD/MM/YYYY; sent as the day it names.
    fireEvent.change(day(), { target: { value: '02112026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/invoice/mark-paid', { id: 'invoice-1', paidOn: '2026-11-02' }],
    ]);
  });
});
