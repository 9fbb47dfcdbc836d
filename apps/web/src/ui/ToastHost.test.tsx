import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from './toast';
import { ToastHost } from './ToastHost';

// The first toast loads notistack: in the test runner that is a first transform of the library.
const LOADED = { timeout: 8000 };

afterEach(cleanup);

describe('toasts', () => {
  it('shows a toast asked for before its library loaded, and the ones after it, with their roles', async () => {
    const { container } = render(<ToastHost />);
    expect(container.innerHTML).toBe('');
    act(() => toast.error('Could not save the building'));
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toBe('Could not save the building');
    act(() => toast.success('Building saved'));
    expect((await screen.findByRole('status')).textContent).toBe('Building saved');
  });
});
