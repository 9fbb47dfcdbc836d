import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVITE_LOOKUP_SENT, MESSAGES } from '@lease/contract';
import { renderForm, stubFetch } from '../../testing/formKit';
import { LostInvitePage } from './LostInvitePage';

const find = () => screen.getByRole('button', { name: 'Find' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LostInvitePage', () => {
  it('says Your Email is required, then that it is invalid, and sends nothing', async () => {
    const calls = stubFetch();
    renderForm(<LostInvitePage />);
    fireEvent.click(find());
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Your Email/), { target: { value: 'nobody@' } });
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the trimmed address and asks for the code sent to it', async () => {
    const calls = stubFetch(() => ({ body: { data: { resendAfter: 300 } } }));
    renderForm(<LostInvitePage />);
    fireEvent.change(screen.getByLabelText(/Your Email/), { target: { value: ' tenant@example.test ' } });
    fireEvent.click(find());
    expect(await screen.findByText(INVITE_LOOKUP_SENT)).toBeTruthy();
    expect(screen.getByText(/sent to tenant@example.test\./)).toBeTruthy();
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/auth/find-invite', { email: 'tenant@example.test' }],
    ]);
  });
});
