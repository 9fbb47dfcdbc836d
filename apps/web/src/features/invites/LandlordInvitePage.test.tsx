import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, stubFetch } from '../../testing/formKit';
import { LandlordInvitePage } from './LandlordInvitePage';

/** An empty list of invites; the invite call answers with its message. */
const server = (url: string) =>
  url.startsWith('/api/user/invite-landlords')
    ? { body: { data: { rows: [], total: 0 } } }
    : { body: { message: 'The invite was sent.', data: {} } };

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
const posts = (calls: ReturnType<typeof stubFetch>) => calls.filter((c) => c.method === 'POST');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LandlordInvitePage', () => {
  it("says the contract's messages for a bad address and no name, and sends no invite", async () => {
    const calls = stubFetch(server);
    renderForm(<LandlordInvitePage />);
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: 'nobody@' } });
    send();
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(screen.getByText('Landlord name is required')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('sends the trimmed address and landlord name', async () => {
    const calls = stubFetch(server);
    renderForm(<LandlordInvitePage />);
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), {
      target: { value: ' owner@example.test ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Landlord name/ }), {
      target: { value: ' Elm Holdings ' },
    });
    send();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls).map((c) => [c.url, c.body])).toEqual([
      ['/api/invite/landlord-invite', { email: 'owner@example.test', landlordName: 'Elm Holdings' }],
    ]);
  });
});
