import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME, MESSAGES } from '@lease/contract';
import type { StoredUser } from '../../api/storedUser';
import { useAuthStore } from '../../store/auth';
import { renderForm, stubFetch } from '../../testing/formKit';
import { UpdateAuthPage } from './UpdateAuthPage';

const user: StoredUser = {
  id: 'user-1',
  email: 'pm@example.test',
  role: 'pm',
  image: null,
  phone: null,
  theme: DEFAULT_THEME,
  landlordId: null,
  name: 'Pat',
  jobTitle: 'PM',
  isVerified: true,
  mfaMethod: 'email',
  require2FA: false,
  requirePasswordUpdate: true,
};

/** A token the client takes as live: its `exp` is an hour ahead. */
const liveToken = () => `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`;

const field = (label: string) => screen.getByLabelText(label);
const update = () => screen.getByRole('button', { name: 'Update Password' }) as HTMLButtonElement;

beforeEach(() => {
  localStorage.setItem('token', liveToken());
  useAuthStore.setState({ currentUser: user });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('UpdateAuthPage', () => {
  it('shows the three rules of §5 with their messages and holds Update Password', async () => {
    stubFetch();
    renderForm(<UpdateAuthPage />);
    fireEvent.blur(field('Old Password'));
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    fireEvent.change(field('Old Password'), { target: { value: 'Old-pass-1' } });
    fireEvent.change(field('New Password'), { target: { value: 'Old-pass-1' } });
    fireEvent.blur(field('New Password'));
    expect(await screen.findByText(MESSAGES.reusedPassword)).toBeTruthy();
    fireEvent.change(field('Confirm New Password'), { target: { value: 'Other-pass-2' } });
    fireEvent.blur(field('Confirm New Password'));
    expect(await screen.findByText(MESSAGES.updateMismatch)).toBeTruthy();
    expect(update().disabled).toBe(true);
  });

  it('sends the old and new passwords, then hides Update Password', async () => {
    const calls = stubFetch(() => ({
      body: {
        message: 'Password updated.',
        data: {
          id: 'user-1',
          username: 'Pat',
          email: 'pm@example.test',
          role: 'pm',
          image: null,
          phone: null,
          job_title: 'PM',
          is_verified: true,
          mfa_method: 'email',
          require_2fa: false,
          require_password_update: false,
          theme: DEFAULT_THEME,
          landlordId: null,
        },
      },
    }));
    renderForm(<UpdateAuthPage />);
    fireEvent.change(field('Old Password'), { target: { value: 'Old-pass-1' } });
    fireEvent.change(field('New Password'), { target: { value: 'Better-pass-2026!' } });
    fireEvent.change(field('Confirm New Password'), { target: { value: 'Better-pass-2026!' } });
    await waitFor(() => expect(update().disabled).toBe(false));
    fireEvent.click(update());
    expect(await screen.findByText('Your password has been updated.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Password' })).toBeNull();
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/auth/update-password', { old_pwd: 'Old-pass-1', new_pwd: 'Better-pass-2026!' }],
    ]);
  });
});
