import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazySlot, lazyWhenOpen } from './lazySlot';

describe('lazySlot', () => {
  it('draws what is around it at once, and the component where it stands once loaded', async () => {
    let loaded: (m: { default: (p: { label: string }) => ReactNode }) => void = () => {};
    const Picker = lazySlot<{ label: string }>(() => new Promise((resolve) => (loaded = resolve)));
    render(
      <div>
        <span>The grid</span>
        <Picker label="Value" />
      </div>,
    );
    expect(screen.getByText('The grid')).toBeTruthy();
    expect(screen.queryByText('Value')).toBeNull();
    loaded({ default: ({ label }) => <span>{label}</span> });
    expect(await screen.findByText('Value')).toBeTruthy();
    expect(screen.getByText('The grid')).toBeTruthy();
  });
});

describe('lazyWhenOpen', () => {
  it('loads nothing while closed, then the overlay when opened, and keeps it when closed again', async () => {
    let asked = 0;
    const Overlay = lazyWhenOpen<{ open: boolean }>(() => {
      asked += 1;
      return Promise.resolve({ default: ({ open }) => <span>{open ? 'open' : 'closing'}</span> });
    });
    const { rerender } = render(<Overlay open={false} />);
    await Promise.resolve();
    expect(asked).toBe(0);
    rerender(<Overlay open />);
    expect(await screen.findByText('open')).toBeTruthy();
    rerender(<Overlay open={false} />);
    expect(await screen.findByText('closing')).toBeTruthy();
    expect(asked).toBe(1);
  });

  it('loads at once an overlay kept mounted while closed', async () => {
    const Overlay = lazyWhenOpen<{ open: boolean; keepMounted: boolean }>(() =>
      Promise.resolve({ default: () => <span>kept</span> }),
    );
    render(<Overlay open={false} keepMounted />);
    expect(await screen.findByText('kept')).toBeTruthy();
  });
});
