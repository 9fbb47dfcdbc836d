import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, stubFetch } from '../../testing/formKit';
import { DeclineInvitePage } from './DeclineInvitePage';

/** The invite is open; the decline call answers with its message. */
const server = (url: string) =>
  url.startsWith('/api/auth/check-token')
    ? { body: { data: { status: 'pending', requestor_email: 'landlord@demo.test' } } }
    : { body: { message: 'Decline Successful!', data: null } };

const at = '/decline-invite?token=invite-token-1';
const decline = () => fireEvent.click(screen.getByRole('button', { name: 'Decline Invite' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DeclineInvitePage', () => {
  it('says Required for a blank reason, and sends no decline', async () => {
    const calls = stubFetch(server);
    renderForm(<DeclineInvitePage />, at);
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: '   ' } });
    decline();
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the token and the trimmed reason', async () => {
    const calls = stubFetch(server);
    renderForm(<DeclineInvitePage />, at);
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: '  I rent elsewhere.  ' } });
    decline();
    expect(await screen.findByText(/You declined the invite/)).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/api/auth/decline-invite', { token: 'invite-token-1', reason: 'I rent elsewhere.' }],
    ]);
  });
});
