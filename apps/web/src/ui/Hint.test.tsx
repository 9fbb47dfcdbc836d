import IconButton from '@mui/material/IconButton';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Hint } from './Hint';

afterEach(cleanup);

const renderGuideButton = () =>
  render(
    <Hint title="Show guide">
      <IconButton aria-label="Show guide">?</IconButton>
    </Hint>,
  );

describe('a hint on a phone', () => {
  it('opens on a long press, as MUI Tooltip does on touch', async () => {
    renderGuideButton();
    fireEvent.touchStart(screen.getByRole('button', { name: 'Show guide' }));
    // MUI's enterTouchDelay (700 ms), then the tooltip's code (its first import is slow on a busy machine).
    expect((await screen.findByRole('tooltip', {}, { timeout: 10_000 })).textContent).toBe('Show guide');
  }, 15_000);

  it('stays closed on a tap, as a tap is not a long press', async () => {
    renderGuideButton();
    const button = screen.getByRole('button', { name: 'Show guide' });
    fireEvent.touchStart(button);
    fireEvent.touchEnd(button);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
