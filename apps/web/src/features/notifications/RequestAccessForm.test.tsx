import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, stubFetch, type SentCall, type StubAnswer } from '../../testing/formKit';
import { RequestAccessForm } from './RequestAccessForm';

const vp = { id: 'vp-1', name: 'Vera', email: 'vera@example.test', role: 'vp' };

/** Whom one may ask, and an accepted request. */
const server = (url: string): StubAnswer =>
  url.includes('/delegation/request-vp') || url.includes('/delegation/request-landlord')
    ? { body: { data: [vp] } }
    : url.includes('/delegation/request-building')
      ? { body: { data: [] } }
      : { body: { message: 'Your request was sent.', data: null } };

const requests = (calls: SentCall[]) =>
  calls.filter((c) => c.url.includes('/delegation/request-userproperty'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The portfolio request: it needs only whom to ask, which the form picks once the list arrives. */
async function askForPortfolio() {
  renderForm(<RequestAccessForm />);
  fireEvent.click(screen.getByRole('button', { name: "A user's portfolio" }));
  const send = screen.getByRole('button', { name: 'Send request' }) as HTMLButtonElement;
  await waitFor(() => expect(send.disabled).toBe(false));
  return send;
}

describe('RequestAccessForm', () => {
  it("shows the contract's message for a note too long, and sends nothing", async () => {
    const calls = stubFetch(server);
    const send = await askForPortfolio();
    const note = screen.getByLabelText('Note (optional)');
    fireEvent.change(note, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(send);
    expect(await screen.findByText('Note is too long (at most 500 characters)')).toBeTruthy();
    expect(requests(calls)).toEqual([]);
  });

  it('sends whom, until when and the trimmed note; an empty date and note are left out', async () => {
    const calls = stubFetch(server);
    let send = await askForPortfolio();
    fireEvent.change(screen.getByLabelText('Access until (optional)'), { target: { value: '31012027' } });
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: ' For the audit. ' } });
    fireEvent.click(send);
    await waitFor(() => expect(requests(calls)).toHaveLength(1));
    expect(requests(calls)[0]?.body).toEqual({
      userId: 'vp-1',
      expires_at: '2027-01-31',
      note: 'For the audit.',
    });
    cleanup();
    send = await askForPortfolio();
    fireEvent.click(send);
    await waitFor(() => expect(requests(calls)).toHaveLength(2));
    expect(requests(calls)[1]?.body).toEqual({ userId: 'vp-1' });
  });
});
