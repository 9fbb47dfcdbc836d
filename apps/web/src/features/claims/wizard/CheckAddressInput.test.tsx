import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, stubFetch } from '../../../testing/formKit';
import { CheckAddressInput } from './CheckAddressInput';

const OFF = 'Address suggestions are off: type the address, and the ZIP code fills the city and state.';

const renderWith = (addressSuggestions: boolean) => {
  stubFetch((url) =>
    url.startsWith('/api/claim/setup') ? { body: { data: { states: ['NY'], addressSuggestions } } } : {},
  );
  renderForm(<CheckAddressInput value="" onTyped={() => {}} onPlace={() => {}} shown={false} />);
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the check address line 1', () => {
  it('says under the field that suggestions are off when no maps service is configured', async () => {
    renderWith(false);
    expect(await screen.findByText(OFF)).toBeTruthy();
  });

  it('says nothing of the kind when the service suggests addresses', async () => {
    renderWith(true);
    expect(await screen.findByLabelText('Address line 1')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(OFF)).toBeNull();
  });
});
