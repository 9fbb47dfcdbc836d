import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClaimStatus } from '@lease/contract';
import { ClaimActions } from './ClaimActions';

const renderActions = (status: ClaimStatus, admin: boolean) => {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(<ClaimActions id="claim-1" status={status} admin={admin} />, { wrapper });
};

afterEach(cleanup);

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

  it('asks a filer for documents only when they were requested', () => {
    renderActions('documents_requested', false);
    expect(screen.getByText('Documents were requested')).toBeTruthy();
    cleanup();
    renderActions('under_review', false);
    expect(screen.queryByText('Documents were requested')).toBeNull();
  });
});
