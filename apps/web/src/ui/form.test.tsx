import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, routes } from '@lease/contract';
import { SchemaTextField, useSchemaForm } from './form';

/** The landlord invite's fields on the contract's own body schema, as LandlordInvitePage binds them. */
function InviteForm({ onValid }: { onValid: (body: { email: string; landlordName: string }) => void }) {
  const form = useSchemaForm(routes.invites.landlordInvite.body, { email: '', landlordName: '' });
  return (
    <form onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate>
      <SchemaTextField control={form.control} name="email" label="Email" type="email" required />
      <SchemaTextField control={form.control} name="landlordName" label="Landlord name" required />
      <button type="submit">Send invite</button>
    </form>
  );
}

afterEach(cleanup);

describe('useSchemaForm', () => {
  it("shows the contract's message under a bad field once it is left, and does not submit", async () => {
    const onValid = vi.fn();
    render(<InviteForm onValid={onValid} />);
    const email = screen.getByLabelText(/Email/);
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.blur(email);
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Landlord name is required')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('submits what the schema accepts, as the schema outputs it', async () => {
    const onValid = vi.fn();
    render(<InviteForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'owner@example.test' } });
    fireEvent.change(screen.getByLabelText(/Landlord name/), { target: { value: 'Acme Homes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'owner@example.test', landlordName: 'Acme Homes' });
    expect(screen.queryByText(MESSAGES.invalidEmail)).toBeNull();
  });
});
