import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimStatus } from '@lease/contract';
import { ClaimActions } from './ClaimActions';

const renderActions = (status: ClaimStatus, admin: boolean) => {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(<ClaimActions id="claim-1" status={status} admin={admin} />, { wrapper });
};

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
});
