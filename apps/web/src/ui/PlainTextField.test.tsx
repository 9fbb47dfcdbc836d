import TextField from '@mui/material/TextField';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlainTextField } from './PlainTextField';

afterEach(cleanup);

describe('PlainTextField', () => {
  it('is named by its label, as TextField is, and passes what is typed', () => {
    const onChange = vi.fn();
    render(<PlainTextField label="From" type="month" size="small" shrink value="" onChange={onChange} />);
    const input = screen.getByLabelText('From');
    expect(input.getAttribute('type')).toBe('month');
    fireEvent.change(input, { target: { value: '2026-03' } });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('is drawn as TextField draws it: the same label, outline, notch and input', () => {
    const classes = (root: HTMLElement) =>
      ['label', '.MuiInputBase-root', 'fieldset', 'legend', 'input'].map(
        (part) => root.querySelector(part)?.className,
      );
    const mui = render(
      <TextField
        label="To"
        type="month"
        size="small"
        value=""
        onChange={() => {}}
        slotProps={{ inputLabel: { shrink: true } }}
      />,
    );
    const ours = render(
      <PlainTextField label="To" type="month" size="small" shrink value="" onChange={() => {}} />,
    );
    expect(classes(ours.container)).toEqual(classes(mui.container));
    expect(classes(ours.container)).not.toContain(undefined);
  });
});
