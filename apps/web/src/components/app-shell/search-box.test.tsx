// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('sends the text 500 ms after typing stops, apostrophes replaced by backticks', () => {
    const onSearch = vi.fn();
    render(<SearchBox appearance="appbar" value="" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'chef' } });
    act(() => void vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: "chef's" } });
    expect(input).toHaveProperty('value', 'chef`s');
    act(() => void vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('chef`s');
  });

  it('follows the value when the address changes it, without searching again', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBox appearance="field" value="rye" onSearch={onSearch} />);
    rerender(<SearchBox appearance="field" value="wheat" onSearch={onSearch} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'wheat');
    act(() => void vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("keeps the phone field's search when Escape closes its popover (the browser would empty the field)", () => {
    render(<SearchBox appearance="field" value="rye" onSearch={vi.fn()} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    // fireEvent returns false when the default action (Chromium: clear the search field) was prevented.
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'a' })).toBe(true);
  });
});
