import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HIDDEN_COLUMNS_KEY, useHiddenColumns } from './useHiddenColumns';

afterEach(() => localStorage.clear());

describe('the hidden columns of a table', () => {
  it('are kept for its next opening, each table its own', () => {
    const first = renderHook(() => useHiddenColumns('Applications'));
    act(() => first.result.current[1]('product'));
    act(() => first.result.current[1]('stage'));
    act(() => first.result.current[1]('stage'));
    first.unmount();
    const again = renderHook(() => useHiddenColumns('Applications'));
    expect([...again.result.current[0]]).toEqual(['product']);
    const other = renderHook(() => useHiddenColumns('Claims'));
    expect(other.result.current[0].size).toBe(0);
  });

  it('read as none when what is stored is not a list of fields', () => {
    localStorage.setItem(HIDDEN_COLUMNS_KEY, '{"Applications": "product", "Claims": [1]}');
    expect(renderHook(() => useHiddenColumns('Applications')).result.current[0].size).toBe(0);
    localStorage.setItem(HIDDEN_COLUMNS_KEY, 'not json');
    expect(renderHook(() => useHiddenColumns('Claims')).result.current[0].size).toBe(0);
  });
});
