import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, stubFetch } from '../../testing/formKit';
import { RegisterForm } from './RegisterForm';

const invite = {
  status: 'pending' as const,
  type: 'user' as const,
  email: 'pm@example.test',
  role: 'pm' as const,
  landlordId: 'landlord-1',
  landlordName: 'Elm Holdings',
  requestor_email: 'landlord@demo.test',
  requestor_role: 'll' as const,
  property_data: [],
  accountExists: false,
};

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const proceed = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RegisterForm', () => {
  it("says §5's password rules and mismatch, and holds Continue", async () => {
    const calls = stubFetch();
    renderForm(<RegisterForm token="invite-token-1" invite={invite} />);
    type('Password', 'short');
    fireEvent.blur(field('Password'));
    expect(await screen.findByText('Passwords should be at least 8 character long')).toBeTruthy();
    type('Confirm Password', 'other');
    fireEvent.blur(field('Confirm Password'));
    expect(await screen.findByText('Password not match')).toBeTruthy();
    expect(proceed().disabled).toBe(true);
    expect(calls).toEqual([]);
  });

  it('sends the sign-up with the invite, the masked phone and the trimmed names', async () => {
    const calls = stubFetch();
    renderForm(<RegisterForm token="invite-token-1" invite={invite} />);
    type('Name', '  Pat Manager ');
    type('Job Title', 'Property manager');
    type('Phone Number', '2005550123');
    type('Password', 'Sturdy-pass-1');
    type('Confirm Password', 'Sturdy-pass-1');
    fireEvent.click(screen.getByRole('checkbox', { name: /Agree with/ }));
    await waitFor(() => expect(proceed().disabled).toBe(false));
    fireEvent.click(proceed());
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/auth/signup',
      body: {
        token: 'invite-token-1',
        username: 'Pat Manager',
        email: 'pm@example.test',
        password: 'Sturdy-pass-1',
        role: 'pm',
        landlordId: 'landlord-1',
        phonenumber: '(200) 555-0123',
        jobtitle: 'Property manager',
      },
    });
  });
});
