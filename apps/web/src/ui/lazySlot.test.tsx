import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazySlot } from './lazySlot';

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
