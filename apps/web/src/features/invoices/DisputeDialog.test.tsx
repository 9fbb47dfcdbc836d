import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, stubFetch } from '../../testing/formKit';
import { DisputeDialog } from './DisputeDialog';

const invoice = { id: 'invoice-1', invoiceNum: 'INV-7', partial: false };

const renderDialog = (onSent = vi.fn()) =>
  renderForm(<DisputeDialog invoice={invoice} chosen={[]} onClose={vi.fn()} onSent={onSent} />);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DisputeDialog', () => {
  it("shows the contract's messages for a missing reason and comment, and sends nothing", async () => {
    const calls = stubFetch();
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('Choose a reason')).toBeTruthy();
    expect(screen.getByText('Say what is wrong')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the whole invoice with the reason and the trimmed comment', async () => {
    const calls = stubFetch(() => ({
      body: { message: 'Sent.', data: { disputeId: 'd-1', status: 'disputed' } },
    }));
    const onSent = vi.fn();
    renderDialog(onSent);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Reason/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Duplicate' }));
    fireEvent.change(screen.getByLabelText(/Comment/), { target: { value: '  Billed twice.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send dispute' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    const sent = calls[0]!;
    expect(sent.url).toBe('/api/invoice/dispute');
    const body = sent.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      invoiceId: 'invoice-1',
      lineIds: '',
      reason: 'Duplicate',
      comment: 'Billed twice.',
    });
  });

  it("puts the server's field issue under its field", async () => {
    stubFetch(() => ({
      status: 400,
      body: { message: 'Invalid input', issues: [{ path: 'body.comment', message: 'Comment is too long' }] },
    }));
    renderDialog();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Reason/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Duplicate' }));
    fireEvent.change(screen.getByLabelText(/Comment/), { target: { value: 'Billed twice.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('Comment is too long')).toBeTruthy();
  });
});
