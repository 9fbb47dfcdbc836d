import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListCard, type ListEntry } from './ListCard';

afterEach(cleanup);

const card = (entry: Partial<ListEntry>) =>
  render(
    <ul>
      <ListCard
        entry={{ id: '1', title: 'Doreen Huels', lines: ['Watery Lofts 931 · Unit 1842', null], ...entry }}
      />
    </ul>,
  );

describe('a row as a card', () => {
  it('opens the row on a tap anywhere or on its title, once, but not from its end', () => {
    const onOpen = vi.fn();
    card({ onOpen, status: 'in_force', end: <button type="button">Download</button> });
    fireEvent.click(screen.getByText('Watery Lofts 931 · Unit 1842'));
    fireEvent.click(screen.getByRole('button', { name: 'Doreen Huels' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('names the card by its title and shows the status in words, without the empty lines', () => {
    card({ status: 'in_force' });
    const item = screen.getByRole('listitem', { name: 'Doreen Huels' });
    expect(item.querySelector('.status-chip')?.textContent).toBe('In force');
    expect(item.querySelectorAll('.card-line')).toHaveLength(1);
    // Nothing to open: the title is text, not a button.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('chooses the row on a tap when it has nothing to open', () => {
    const onChange = vi.fn();
    card({ choose: { checked: false, onChange } });
    fireEvent.click(screen.getByRole('listitem', { name: 'Doreen Huels' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
