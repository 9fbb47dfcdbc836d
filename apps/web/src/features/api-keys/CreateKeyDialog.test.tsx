import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, stubFetch, type StubAnswer } from '../../testing/formKit';
import { CreateKeyDialog } from './CreateKeyDialog';

const person = { id: 'user-1', name: 'Lee', email: 'landlord@demo.test', role: 'll' };

/** The people and buildings lists, and the created key. */
const server = (created: StubAnswer) => (url: string) =>
  url.startsWith('/api/api-keys/people')
    ? { body: { data: { people: [person] } } }
    : url.startsWith('/api/property/buildings')
      ? { body: { data: { rows: [], total: 0 } } }
      : created;

const create = () => screen.getByRole('button', { name: 'Create key' }) as HTMLButtonElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CreateKeyDialog', () => {
  it('says a blank name is required, and holds Create key', async () => {
    const calls = stubFetch(server({}));
    renderForm(<CreateKeyDialog onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: '   ' } });
    fireEvent.blur(screen.getByLabelText(/^Name/));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(create().disabled).toBe(true);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('creates a read-only key acting as the first person, with no expiry', async () => {
    const made = { key: { id: 'key-1' }, secret: 'lgp_secret' };
    const calls = stubFetch(server({ body: { data: made } }));
    const onClose = vi.fn();
    renderForm(<CreateKeyDialog onClose={onClose} />);
    await screen.findByText(/landlord@demo\.test/);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: ' Nightly PMS export ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Read-only/ }));
    fireEvent.click(create());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(made));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      [
        '/api/api-keys',
        { name: 'Nightly PMS export', readOnly: true, buildingIds: [], expiresOn: null, userId: 'user-1' },
      ],
    ]);
  });

  it('holds the key back when Expires on names no day, rather than make one that never expires', async () => {
    const calls = stubFetch(server({ body: { data: { key: { id: 'key-1' }, secret: 'lgp_secret' } } }));
    renderForm(<CreateKeyDialog onClose={vi.fn()} />);
    await screen.findByText(/landlord@demo\.test/);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Export' } });
    fireEvent.change(screen.getByLabelText(/^Expires on/), { target: { value: '31022027' } });
    fireEvent.click(create());
    expect(await screen.findByText('Enter the date as DD/MM/YYYY')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("puts the server's expiry issue under Expires on", async () => {
    stubFetch(
      server({
        status: 400,
        body: {
          message: 'Invalid input',
          issues: [{ path: 'body.expiresOn', message: 'The expiry must be after today.' }],
        },
      }),
    );
    renderForm(<CreateKeyDialog onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Export' } });
    fireEvent.change(screen.getByLabelText(/^Expires on/), { target: { value: '01012020' } });
    fireEvent.click(create());
    expect(await screen.findByText('The expiry must be after today.')).toBeTruthy();
  });
});
