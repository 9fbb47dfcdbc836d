import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lease/contract';
import { renderForm, stubFetch } from '../../testing/formKit';
import { ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = 'a'.repeat(32);

const renderPage = (path: string) =>
  renderForm(
    <Routes>
      <Route path="/reset-password/:token?" element={<ResetPasswordPage />} />
      <Route path="/login" element={<p>sign in page</p>} />
    </Routes>,
    path,
  );

const submitButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage without a token', () => {
  it("shows the contract's message once the e-mail is left, and holds Send Reset Link", async () => {
    stubFetch();
    renderPage('/reset-password');
    const email = screen.getByLabelText(/Email/);
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.blur(email);
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(submitButton('Send Reset Link').disabled).toBe(true);
  });

  it('sends the trimmed address and shows the thanks', async () => {
    const calls = stubFetch();
    renderPage('/reset-password');
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: ' owner@example.test ' } });
    await waitFor(() => expect(submitButton('Send Reset Link').disabled).toBe(false));
    fireEvent.click(submitButton('Send Reset Link'));
    expect(await screen.findByText(MESSAGES.resetSent)).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', url: '/api/auth/send-resetemail', body: { email: 'owner@example.test' } },
    ]);
  });
});

describe('ResetPasswordPage with a token', () => {
  it("shows the register rules' and the match's messages, and holds Submit", async () => {
    stubFetch();
    renderPage(`/reset-password/${TOKEN}`);
    const password = screen.getByLabelText('New Password');
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.blur(password);
    expect(await screen.findByText(MESSAGES.passwordLength)).toBeTruthy();
    const confirm = screen.getByLabelText('Confirm Your Password');
    fireEvent.blur(confirm);
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    fireEvent.change(confirm, { target: { value: 'other' } });
    expect(await screen.findByText(MESSAGES.passwordMismatch)).toBeTruthy();
    // The confirmation follows its password: matching it again clears the message.
    fireEvent.change(password, { target: { value: 'other' } });
    await waitFor(() => expect(screen.queryByText(MESSAGES.passwordMismatch)).toBeNull());
    expect(submitButton('Submit').disabled).toBe(true);
  });

  it('sends the token and the new password, then goes to sign in', async () => {
    const calls = stubFetch();
    renderPage(`/reset-password/${TOKEN}`);
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Better-pass-1' } });
    fireEvent.change(screen.getByLabelText('Confirm Your Password'), { target: { value: 'Better-pass-1' } });
    await waitFor(() => expect(submitButton('Submit').disabled).toBe(false));
    fireEvent.click(submitButton('Submit'));
    expect(await screen.findByText('sign in page')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        body: { token: TOKEN, password: 'Better-pass-1' },
      },
    ]);
  });
});
