import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, stubFetch } from '../../testing/formKit';
import { AddWebhookDialog } from './AddWebhookDialog';

const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddWebhookDialog', () => {
  it("says the contract's messages for a bad address and no event, and sends nothing", async () => {
    const calls = stubFetch();
    renderForm(<AddWebhookDialog admin={false} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Address \(URL\)/), { target: { value: 'ftp://example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'claim.created' }));
    add();
    expect(await screen.findByText('The address must be an http or https URL')).toBeTruthy();
    expect(screen.getByText('Choose at least one event')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the address, description and events, then shows the secret once', async () => {
    const calls = stubFetch(() => ({ body: { message: 'Made.', data: { secret: 'whsec_abc' } } }));
    renderForm(<AddWebhookDialog admin={false} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Address \(URL\)/), {
      target: { value: ' https://example.com/hook ' },
    });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Our PMS' } });
    add();
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe('whsec_abc');
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      [
        'POST',
        '/api/webhook/subscription',
        { url: 'https://example.com/hook', description: 'Our PMS', events: ['claim.created'] },
      ],
    ]);
  });
});
