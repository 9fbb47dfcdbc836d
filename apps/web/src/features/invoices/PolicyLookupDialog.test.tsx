import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, stubFetch } from '../../testing/formKit';
import { PolicyLookupDialog } from './PolicyLookupDialog';

const riderId = () => screen.getByLabelText('Rider Id');
const lookUp = () => screen.getByRole('button', { name: 'Look up' }) as HTMLButtonElement;

const policy = {
  riderId: 'R-0000001',
  status: 'Active',
  tenant: 'Sam Tenant',
  buildingName: 'Elm House',
  unit: '4B',
  coverageStartDate: '2026-01-01',
  coverageEndDate: '2026-12-31',
  monthlyPremium: 42,
  lines: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PolicyLookupDialog', () => {
  it("says the contract's message for a rider id left blank, and holds Look up", async () => {
    const calls = stubFetch();
    renderForm(<PolicyLookupDialog onClose={vi.fn()} onOpenInvoice={vi.fn()} />);
    fireEvent.change(riderId(), { target: { value: '   ' } });
    fireEvent.blur(riderId());
    expect(await screen.findByText('Type a rider id')).toBeTruthy();
    expect(lookUp().disabled).toBe(true);
    expect(calls).toEqual([]);
  });

  it('looks up the trimmed rider id and shows the policy', async () => {
    const calls = stubFetch(() => ({ body: { data: policy } }));
    renderForm(<PolicyLookupDialog onClose={vi.fn()} onOpenInvoice={vi.fn()} />);
    fireEvent.change(riderId(), { target: { value: ' R-0000001 ' } });
    fireEvent.click(lookUp());
    expect(await screen.findByText('Elm House, unit 4B')).toBeTruthy();
    expect(calls.map((c) => [c.method, c.url])).toEqual([['GET', '/api/invoice/policy?riderId=R-0000001']]);
  });
});
