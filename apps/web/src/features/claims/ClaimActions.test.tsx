import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimStatus } from '@lease/contract';
import { renderForm, stubFetch } from '../../testing/formKit';
import { ClaimActions } from './ClaimActions';

const renderActions = (status: ClaimStatus, admin: boolean) =>
  renderForm(<ClaimActions id="claim-1" status={status} admin={admin} />);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClaimActions', () => {
  it('gives an admin the move form, its submit held until a note is written', () => {
    renderActions('submitted', true);
    const form = screen.getByRole('form', { name: 'Move claim' });
    expect(form.querySelector('h3')?.textContent).toBe('Move the claim');
    const move = screen.getByRole('button', { name: 'Move' }) as HTMLButtonElement;
    expect(move.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Checked the ledger.' } });
    expect(move.disabled).toBe(false);
    expect(screen.queryByRole('form', { name: 'Record payment' })).toBeNull();
  });

  it("shows the contract's message for a note of spaces once left, and sends nothing", async () => {
    const calls = stubFetch();
    renderActions('submitted', true);
    const note = screen.getByLabelText('Note');
    fireEvent.change(note, { target: { value: '   ' } });
    fireEvent.blur(note);
    expect(await screen.findByText('Say why the claim moves')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the move with the approved amount when approving', async () => {
    const calls = stubFetch(() => ({ body: { data: { claim_status: 'approved' } } }));
    renderActions('under_review', true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Move to' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    fireEvent.change(await screen.findByLabelText('Approved amount'), { target: { value: ' 1200.50 ' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: ' Checked the ledger. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: '/api/claim/move-status',
      body: { id: 'claim-1', status: 'approved', note: 'Checked the ledger.', approvedAmount: '1200.50' },
    });
  });

  it('leaves out an approved amount typed before choosing another move', async () => {
    const calls = stubFetch(() => ({ body: { data: { claim_status: 'denied' } } }));
    renderActions('under_review', true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Move to' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    fireEvent.change(await screen.findByLabelText('Approved amount'), { target: { value: 'lots' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Move to' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Denied' }));
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'No cover.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ id: 'claim-1', status: 'denied', note: 'No cover.' });
  });

  it('gives an admin the payment form on an approved claim, held until amount and reference', () => {
    renderActions('approved', true);
    expect(screen.queryByRole('form', { name: 'Move claim' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Record payment' });
    expect(form.querySelector('h3')?.textContent).toBe('Record a payment');
    const pay = screen.getByRole('button', { name: 'Record payment' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '120.50' } });
    fireEvent.change(screen.getByLabelText('Reference'), { target: { value: 'CHK-7' } });
    expect(pay.disabled).toBe(false);
  });

  it("shows the contract's message for a bad amount and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderActions('approved', true);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: 'twelve' } });
    fireEvent.change(screen.getByLabelText('Reference'), { target: { value: 'CHK-7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Amount must be an amount with at most 2 decimals')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks a filer for documents only when they were requested', () => {
    renderActions('documents_requested', false);
    expect(screen.getByText('Documents were requested')).toBeTruthy();
    cleanup();
    renderActions('under_review', false);
    expect(screen.queryByText('Documents were requested')).toBeNull();
  });

  it("sends the kind the filer gives the documents added, one per file, from the claim's papers", async () => {
    const calls = stubFetch(() => ({ body: { data: { claim_status: 'under_review', files: 2 } } }));
    renderForm(
      <ClaimActions
        id="claim-1"
        status="documents_requested"
        admin={false}
        papers={[
          { paper: 'lease', label: 'Signed lease' },
          { paper: 'moveOutInspection', label: 'Move-out inspection report' },
        ]}
      />,
    );
    const kind = screen.getByLabelText('These documents are') as HTMLSelectElement;
    expect([...kind.options].map((o) => o.text)).toEqual(['Move-out inspection report', 'Other']);
    fireEvent.change(kind, { target: { value: 'moveOutInspection' } });
    const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('add-documents-input'), {
      target: { files: [file('a.pdf'), file('b.pdf')] },
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    const sent = calls[0]!.body as FormData;
    expect(sent.getAll('otherFileKinds')).toEqual(['moveOutInspection', 'moveOutInspection']);
    expect((sent.getAll('otherFiles') as File[]).map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
  });
});
