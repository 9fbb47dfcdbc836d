import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME } from '@lease/contract';
import type { StoredUser } from '../../api/storedUser';
import { useAuthStore } from '../../store/auth';
import { renderForm, stubFetch } from '../../testing/formKit';
import { ProfilePage } from './ProfilePage';

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
  requirePasswordUpdate: false,
};

/** A token the client takes as live: its `exp` is an hour ahead. */
const liveToken = () => `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`;

/** The code is sent and verified; the profile is saved as sent. */
const server = (url: string) =>
  url.endsWith('/auth/send-auth-code')
    ? { body: { data: { sentTo: 'p***@example.test', resendAfter: 300 } } }
    : url.endsWith('/auth/verify-code')
      ? { body: { data: { token: liveToken() } } }
      : { body: { message: 'Profile saved.', data: {} } };

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

beforeEach(() => {
  localStorage.setItem('token', liveToken());
  useAuthStore.setState({ currentUser: user });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ProfilePage', { timeout: 30_000 }, () => {
  it('says Required for a blank name and the phone rule for SMS codes, and holds Save', async () => {
    const calls = stubFetch();
    renderForm(<ProfilePage />);
    fireEvent.change(field('Name'), { target: { value: '  ' } });
    fireEvent.blur(field('Name'));
    expect(await screen.findByText('Required')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'SMS' }));
    fireEvent.blur(field('Phone'));
    expect(await screen.findByText('A phone number is required for sms and voice codes.')).toBeTruthy();
    await waitFor(() => expect(save().disabled).toBe(true));
    expect(calls).toEqual([]);
  });

  it('asks for a code, then saves the trimmed profile', async () => {
    const calls = stubFetch(server);
    renderForm(<ProfilePage />);
    fireEvent.change(field('Job Title'), { target: { value: '  Property manager ' } });
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    // The dialog loads on first use: past findBy's 1 s on a loaded CI machine.
    await screen.findByRole('dialog', { name: 'Two-Step Verification' }, { timeout: 10_000 });
    '123456'
      .split('')
      .forEach((digit, i) =>
        fireEvent.change(screen.getByLabelText(`Digit ${i + 1} of 6`), { target: { value: digit } }),
      );
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/auth/edit-profile'));
    expect(calls.map((c) => c.url)).toEqual([
      '/api/auth/send-auth-code',
      '/api/auth/verify-code',
      '/api/auth/edit-profile',
    ]);
    const sent = Object.fromEntries((calls[2]!.body as FormData).entries());
    expect(sent).toEqual({
      name: 'Pat',
      email: 'pm@example.test',
      job_title: 'Property manager',
      mfa_method: 'email',
      phone: '',
      edit_img: 'false',
      edit_pwd: 'false',
    });
  });
});
