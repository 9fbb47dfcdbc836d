import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, stubFetch } from '../../testing/formKit';
import { DismissFlagsDialog } from './DismissFlagsDialog';

const dismiss = () => screen.getByRole('button', { name: 'Dismiss' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DismissFlagsDialog', () => {
  it("says the contract's message for a blank reason, and sends nothing", async () => {
    const calls = stubFetch();
    renderForm(<DismissFlagsDialog riderIds={['R-0000001']} onClose={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: '   ' } });
    fireEvent.click(dismiss());
    expect(await screen.findByText('Say why the flag is dismissed')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('dismisses the flags with the trimmed reason', async () => {
    const calls = stubFetch(() => ({ body: { data: { dismissed: ['R-0000001', 'R-0000002'] } } }));
    const onClose = vi.fn();
    renderForm(<DismissFlagsDialog riderIds={['R-0000001', 'R-0000002']} onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), {
      target: { value: '  The lease was renewed.  ' },
    });
    fireEvent.click(dismiss());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      [
        '/api/property/dismiss-flag',
        { riderIds: ['R-0000001', 'R-0000002'], reason: 'The lease was renewed.' },
      ],
    ]);
  });
});
