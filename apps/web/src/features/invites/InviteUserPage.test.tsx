import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME, MESSAGES } from '@lease/contract';
import { useAuthStore } from '../../store/auth';
import { renderForm, stubFetch, type SentCall, type StubAnswer } from '../../testing/formKit';
import { InviteUserPage } from './InviteUserPage';

/** The lists answer empty; the invite answers `invite`. */
const server =
  (invite: StubAnswer = { body: { message: 'The invite was sent.', data: null } }) =>
  (url: string): StubAnswer =>
    url.includes('/invite/invite-user') ? invite : { body: { data: { rows: [], total: 0 } } };

const invites = (calls: SentCall[]) => calls.filter((c) => c.url.includes('/invite/invite-user'));

beforeEach(() => {
  useAuthStore.setState({
    currentUser: {
      id: 'll-1',
      email: 'owner@example.test',
      role: 'll',
      image: null,
      phone: null,
      theme: DEFAULT_THEME,
      landlordId: 'landlord-1',
      name: 'Olive',
      jobTitle: 'Owner',
      isVerified: true,
      mfaMethod: 'email',
      require2FA: false,
      requirePasswordUpdate: false,
    },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The page renders the buildings' table, whose first render is slow on a busy machine.
describe('InviteUserPage', { timeout: 30_000 }, () => {
  it("shows the contract's message for a bad address and sends no invite", async () => {
    const calls = stubFetch(server());
    renderForm(<InviteUserPage />);
    const email = screen.getByRole('textbox', { name: /Email/ });
    fireEvent.change(email, { target: { value: 'pm@' } });
    fireEvent.blur(email);
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(invites(calls)).toEqual([]);
  });

  it('sends the address, the role and the buildings chosen', async () => {
    const calls = stubFetch(server());
    renderForm(<InviteUserPage />);
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), {
      target: { value: ' pm@example.test ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(invites(calls)).toHaveLength(1));
    expect(invites(calls)[0]?.body).toEqual({
      email: 'pm@example.test',
      role: 'pm',
      buildingIds: [],
      type: 'invite',
    });
  });

  it("puts the server's e-mail issue under the field", async () => {
    stubFetch(
      server({
        status: 400,
        body: {
          message: 'Invalid input',
          issues: [{ path: 'body.email', message: 'This user is already invited' }],
        },
      }),
    );
    renderForm(<InviteUserPage />);
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), {
      target: { value: 'pm@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('This user is already invited')).toBeTruthy();
  });
});
