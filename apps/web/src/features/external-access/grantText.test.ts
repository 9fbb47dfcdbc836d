import { describe, expect, it } from 'vitest';
import { useUiStore } from '../../store/ui';
import { dayOf, endOfDay, grantText } from './grantText';

describe('an outside party’s grant as the landlord reads and sets it', () => {
  it('ends access at the end of the day picked, and shows that day again when changed', () => {
    const end = endOfDay('2027-06-30')!;
    expect(new Date(end).getDate()).toBe(30);
    expect(new Date(end).getHours()).toBe(23);
    expect(dayOf(end)).toBe('2027-06-30');
    expect(endOfDay('')).toBeNull();
    expect(dayOf(null)).toBe('');
  });

  it('says until when and whether tenant names are shown', () => {
    useUiStore.getState().applyTheme({ dateFormat: 'MM/DD/YYYY' });
    expect(grantText({ expiresAt: endOfDay('2027-06-30'), personalData: false })).toBe(
      'Until 06/30/2027 · tenant names hidden',
    );
    expect(grantText({ expiresAt: null, personalData: true })).toBe('No end date · tenant names shown');
  });
});
