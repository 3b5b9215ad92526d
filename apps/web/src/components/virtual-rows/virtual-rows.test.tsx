// @vitest-environment jsdom
import { useRef } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RowOffsets } from './row-offsets.ts';
import { useVirtualRows } from './use-virtual-rows.ts';

describe('RowOffsets', () => {
  it('places rows at the estimate until they are measured', () => {
    const rows = new RowOffsets(100_000, 50);
    expect(rows.start(0)).toBe(0);
    expect(rows.start(1_000)).toBe(50_000);
    expect(rows.total()).toBe(5_000_000);
    expect(rows.indexAt(0)).toBe(0);
    expect(rows.indexAt(49.9)).toBe(0);
    expect(rows.indexAt(50)).toBe(1);
    expect(rows.indexAt(10_000_000)).toBe(99_999);
  });

  it('moves every later row by what a measured row differs from the estimate', () => {
    const rows = new RowOffsets(10, 50);
    expect(rows.measure(2, 80)).toBe(30);
    expect(rows.measure(5, 20)).toBe(-30);
    expect(rows.measure(5, 20)).toBe(0);
    expect([0, 1, 2, 3, 5, 6].map((i) => rows.start(i))).toEqual([0, 50, 100, 180, 280, 300]);
    expect(rows.size(2)).toBe(80);
    expect(rows.total()).toBe(500);
    expect(rows.indexAt(179)).toBe(2);
    expect(rows.indexAt(180)).toBe(3);
    expect(rows.indexAt(299)).toBe(5);
  });

  it('agrees with summing the heights one by one', () => {
    const count = 500;
    const rows = new RowOffsets(count, 40);
    const heights = Array.from({ length: count }, () => 40);
    for (let n = 0; n < 300; n++) {
      const index = (n * 7919) % count;
      const height = 20 + ((n * 31) % 90);
      rows.measure(index, height);
      heights[index] = height;
    }
    let start = 0;
    for (let i = 0; i < count; i++) {
      expect(rows.start(i)).toBe(start);
      expect(rows.indexAt(start)).toBe(i);
      start += heights[i] ?? 0;
    }
    expect(rows.total()).toBe(start);
  });
});

function WindowList({ count, margin = 0 }: { count: number; margin?: number }) {
  const rows = useVirtualRows({ count, estimateSize: 100, overscan: 2, scrollMargin: margin });
  return (
    <div data-testid="list" style={{ height: rows.getTotalSize() }}>
      {rows.getVirtualItems().map((row) => (
        <div key={row.key} data-testid="row" data-start={row.start}>
          {row.index}
        </div>
      ))}
    </div>
  );
}

function ElementList({ count }: { count: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const rows = useVirtualRows({ count, estimateSize: 40, getScrollElement: () => ref.current });
  return (
    <div ref={ref} data-testid="scroller">
      <button type="button" onClick={() => rows.scrollToIndex(30)}>
        to 30
      </button>
      {rows.getVirtualItems().map((row) => (
        <div key={row.key} data-testid="row">
          {row.index}
        </div>
      ))}
    </div>
  );
}

const drawn = () => screen.queryAllByTestId('row').map((row) => Number(row.textContent));

describe('useVirtualRows', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 500 });
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  });
  afterEach(cleanup);

  const scrollWindowTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    });

  it('draws the rows in the window and the overscan, and follows the scrolling', () => {
    render(<WindowList count={100_000} />);
    expect(screen.getByTestId('list').style.height).toBe('10000000px');
    // 500 px of 100 px rows: rows 0 to 4 are in view, two more below.
    expect(drawn()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    scrollWindowTo(5_000_050);
    expect(drawn()).toEqual([49_998, 49_999, 50_000, 50_001, 50_002, 50_003, 50_004, 50_005, 50_006, 50_007]);
  });

  it('counts the distance from the top of the page to the list', () => {
    render(<WindowList count={50} margin={300} />);
    // Only the first 200 px of the list are in the window.
    expect(drawn()).toEqual([0, 1, 2, 3]);
    expect(screen.getAllByTestId('row')[1]?.dataset['start']).toBe('400');
    scrollWindowTo(1_300);
    expect(drawn()[0]).toBe(8);
  });

  it('draws nothing for an empty list', () => {
    render(<WindowList count={0} />);
    expect(drawn()).toEqual([]);
  });

  it('follows a scrolling element and scrolls a row into view', () => {
    render(<ElementList count={100} />);
    const scroller = screen.getByTestId('scroller');
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 200 });
    act(() => {
      scroller.scrollTop = 400;
      scroller.dispatchEvent(new Event('scroll'));
    });
    expect(drawn()).toEqual([9, 10, 11, 12, 13, 14, 15]);
    act(() => screen.getByRole('button', { name: 'to 30' }).click());
    // The least scrolling that shows row 30 whole: its bottom at the viewport's bottom.
    expect(scroller.scrollTop).toBe(31 * 40 - 200);
  });
});
