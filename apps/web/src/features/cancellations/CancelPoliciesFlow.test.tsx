import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, stubFetch } from '../../testing/formKit';
import { CancelPoliciesFlow } from './CancelPoliciesFlow';

const acknowledge = () =>
  fireEvent.click(screen.getByRole('checkbox', { name: /I have read and understand/ }));
const proceed = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CancelPoliciesFlow's reason step", () => {
  it("keeps a reason with a control character on the notice, with the contract's message", async () => {
    const calls = stubFetch();
    renderForm(<CancelPoliciesFlow riderIds={['R-0000001']} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'Moved\u0007 out' } });
    acknowledge();
    proceed();
    expect(await screen.findByText('Reason contains characters that are not allowed')).toBeTruthy();
    expect(screen.queryByText(/Are you sure/)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('sends the trimmed reason once confirmed', async () => {
    const calls = stubFetch(() => ({
      body: { data: { cancelled: [{ rider_id: 'R-0000001', effective_at: '2026-11-28T10:00:00Z' }] } },
    }));
    renderForm(<CancelPoliciesFlow riderIds={['R-0000001']} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Reason (optional)'), {
      target: { value: '  The tenants moved out.  ' },
    });
    acknowledge();
    proceed();
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel polic(y|ies)$/ }));
    expect(await screen.findByText('Policy cancelled')).toBeTruthy();
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/property/cancel-policy', { riderIds: ['R-0000001'], reason: 'The tenants moved out.' }],
    ]);
  });

  it('sends no reason when none is given', async () => {
    const calls = stubFetch(() => ({
      body: { data: { cancelled: [{ rider_id: 'R-0000001', effective_at: '2026-11-28T10:00:00Z' }] } },
    }));
    renderForm(<CancelPoliciesFlow riderIds={['R-0000001']} onClose={vi.fn()} />);
    acknowledge();
    proceed();
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel polic(y|ies)$/ }));
    expect(await screen.findByText('Policy cancelled')).toBeTruthy();
    expect(calls.map((c) => c.body)).toEqual([{ riderIds: ['R-0000001'] }]);
  });
});
