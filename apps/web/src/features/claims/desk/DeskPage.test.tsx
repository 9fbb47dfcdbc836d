import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, stubFetch, type StubAnswer } from '../../../testing/formKit';
import { DeskPage } from './DeskPage';

const row = (name: string, extra = {}) => ({
  id: `id-${name}`,
  name,
  landlord_name: 'Demo Landlord',
  apartment_building_address: '1 Main St',
  claim_status: 'submitted',
  createdAt: '2026-10-01T00:00:00Z',
  age_hours: 30,
  recommendation: 'approve',
  payout: '1500.00',
  papers_missing: [],
  returned: false,
  ...extra,
});
const ROWS = [row('CLM-0000001', { returned: true, age_hours: 80 }), row('CLM-0000002')];
const ASSESSMENT = {
  recommendation: 'approve',
  payout: '1500.00',
  remainingCoverage: '12500.00',
  rules: [{ id: 'rent_late', outcome: 'pass', reason: 'Rent is 20 days late.' }],
  lines: [
    { kind: 'rent', month: '2026-08', description: '', claimed: '2000.00', covered: '1500.00', reason: '' },
  ],
};

/** The desk's server: its page, an assessment, an empty record, and `decide` for the decision. */
const server =
  (decide: StubAnswer = { body: { data: {} } }) =>
  (url: string): StubAnswer => {
    if (url.startsWith('/api/claim/desk'))
      return {
        body: { data: { rows: ROWS, total: 2, totalExact: true, nextCursor: null, prevCursor: null } },
      };
    if (url.startsWith('/api/claim/assessment')) return { body: { data: ASSESSMENT } };
    if (url.startsWith('/api/claim/record')) return { body: { data: { papers: [], files: [] } } };
    return decide;
  };

const key = (k: string) => fireEvent.keyDown(document.body, { key: k });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the claims desk by keyboard', () => {
  it('marks returned claims and ages, moves with j, opens with Enter and approves with a', async () => {
    const calls = stubFetch(server());
    renderForm(<DeskPage />);
    const rows = await screen.findAllByRole('row');
    expect(rows[1]!.textContent).toContain('Returned');
    expect(rows[1]!.getAttribute('aria-selected')).toBe('true');
    key('j');
    await waitFor(() => expect(rows[2]!.getAttribute('aria-selected')).toBe('true'));
    key('Enter');
    expect(await screen.findByRole('heading', { name: 'Claim CLM-0000002' })).toBeTruthy();
    key('a');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Approve claim CLM-0000002' },
      { timeout: 5000 },
    );
    const confirm = within(dialog).getByRole('button', { name: 'Approve $1,500' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/claim/decide',
      body: { id: 'id-CLM-0000002', decision: 'approve', payout: '1500.00' },
    });
  });

  it("shows a 409's message when another adjuster decided first", async () => {
    stubFetch(
      server({ status: 409, body: { message: 'Claim CLM-0000001 was already decided by Ada Admin' } }),
    );
    renderForm(<DeskPage />);
    await screen.findAllByRole('row');
    key('a');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve $1,500' }));
    expect(
      await within(dialog).findByText('Claim CLM-0000001 was already decided by Ada Admin'),
    ).toBeTruthy();
  });
});
