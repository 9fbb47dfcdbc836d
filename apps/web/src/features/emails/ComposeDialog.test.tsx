import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, stubFetch } from '../../testing/formKit';
import { ComposeDialog } from './ComposeDialog';

const send = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ComposeDialog', () => {
  it('holds Send until to and subject are given, and says an address is invalid', async () => {
    const calls = stubFetch();
    renderForm(<ComposeDialog onClose={vi.fn()} />);
    expect(send().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: 'nobody@' } });
    fireEvent.blur(screen.getByLabelText(/^To/));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(send().disabled).toBe(true);
    expect(calls).toEqual([]);
  });

  it('sends the trimmed message and closes with the answer', async () => {
    const calls = stubFetch(() => ({ body: { message: 'Your message was sent.', data: {} } }));
    const onClose = vi.fn();
    renderForm(<ComposeDialog onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: ' pm@demo.test ' } });
    fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'Keys for building 4' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'At the front desk.' } });
    fireEvent.click(send());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('Your message was sent.'));
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      [
        'POST',
        '/api/email/compose',
        { to: 'pm@demo.test', subject: 'Keys for building 4', body: 'At the front desk.' },
      ],
    ]);
  });

  it("shows a refused recipient's message under To", async () => {
    stubFetch(() => ({ status: 404, body: { message: 'No such person among yours.' } }));
    renderForm(<ComposeDialog onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: 'other@demo.test' } });
    fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'Hello' } });
    fireEvent.click(send());
    expect(await screen.findByText('No such person among yours.')).toBeTruthy();
  });
});
