import { useEffect, useState, useSyncExternalStore } from 'react';
import { RowOffsets } from './row-offsets.ts';

/** A row to draw: its index (also its key), and where it starts (scroll margin included) and how tall it is. */
export interface VirtualRow {
  key: number;
  index: number;
  start: number;
  size: number;
}

export interface VirtualRowsOptions {
  count: number;
  /** Every row's height until it is measured (rows drawn with `measureElement` as their ref are). */
  estimateSize: number;
  /** Rows drawn beyond each edge of the viewport. */
  overscan?: number;
  /** Window scrolling: the distance from the top of the document to the list. */
  scrollMargin?: number;
  /** The element that scrolls the list; the window when absent. */
  getScrollElement?: () => HTMLElement | null;
}

interface Viewport {
  offset: number;
  height: number;
}

/**
 * The rows of a long list near the viewport (decision 366): the window's or an element's scroll
 * position decides which rows exist in the page, the rest are the height they would take.
 */
export class VirtualRows {
  private offsets = new RowOffsets(0, 0);
  private overscan = 1;
  private getScrollElement: (() => HTMLElement | null) | undefined;
  private listeners = new Set<() => void>();
  private sizesVersion = 0;
  private observer: ResizeObserver | undefined;
  scrollMargin = 0;

  /** Takes this render's options; a new row count or estimate starts the measurements afresh. */
  configure(options: VirtualRowsOptions): void {
    if (options.count !== this.offsets.count || options.estimateSize !== this.offsets.estimate) {
      this.offsets = new RowOffsets(options.count, options.estimateSize);
      this.sizesVersion++;
    }
    this.overscan = options.overscan ?? 1;
    this.scrollMargin = options.scrollMargin ?? 0;
    this.getScrollElement = options.getScrollElement;
  }

  private viewport(): Viewport {
    if (this.getScrollElement) {
      const element = this.getScrollElement();
      return element ? { offset: element.scrollTop, height: element.clientHeight } : { offset: 0, height: 0 };
    }
    if (typeof window === 'undefined') return { offset: 0, height: 0 };
    return { offset: window.scrollY - this.scrollMargin, height: window.innerHeight };
  }

  private range(): { first: number; last: number } {
    const { count } = this.offsets;
    if (count === 0) return { first: 0, last: -1 };
    const { offset, height } = this.viewport();
    const first = Math.max(0, this.offsets.indexAt(Math.max(0, offset)) - this.overscan);
    // A row that starts where the viewport ends is not in it.
    const last = Math.min(count - 1, this.offsets.indexAt(Math.max(0, offset + height - 1)) + this.overscan);
    return { first, last };
  }

  /** Changes whenever the rows to draw or their places do (useSyncExternalStore compares it). */
  readonly getSnapshot = (): string => {
    const { first, last } = this.range();
    return `${first}:${last}:${this.sizesVersion}`;
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify() {
    for (const listener of this.listeners) listener();
  }

  /** Listens to the scrolling and resizing that move rows in and out; answers the cleanup. */
  attach(): () => void {
    const element = this.getScrollElement?.();
    const target: HTMLElement | Window | null | undefined = this.getScrollElement ? element : window;
    if (!target) return () => undefined;
    const onChange = () => this.notify();
    target.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    const resize = element && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(onChange) : undefined;
    if (element) resize?.observe(element);
    onChange();
    return () => {
      target.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
      resize?.disconnect();
      this.observer?.disconnect();
      this.observer = undefined;
    };
  }

  getVirtualItems(): VirtualRow[] {
    const { first, last } = this.range();
    const rows: VirtualRow[] = [];
    for (let index = first; index <= last; index++) {
      rows.push({
        key: index,
        index,
        start: this.scrollMargin + this.offsets.start(index),
        size: this.offsets.size(index),
      });
    }
    return rows;
  }

  getTotalSize(): number {
    return this.offsets.total();
  }

  /** Brings a row into view: to the top (`start`), or the least scrolling that shows it whole (`auto`). */
  scrollToIndex(index: number, { align = 'auto' }: { align?: 'start' | 'auto' } = {}): void {
    const element = this.getScrollElement?.();
    if (this.getScrollElement && !element) return;
    const rowTop = this.scrollMargin + this.offsets.start(index);
    const rowBottom = rowTop + this.offsets.size(index);
    const viewTop = element ? element.scrollTop : window.scrollY;
    const viewHeight = element ? element.clientHeight : window.innerHeight;
    let top: number | null = rowTop;
    if (align === 'auto') {
      if (rowTop < viewTop) top = rowTop;
      else if (rowBottom > viewTop + viewHeight) top = rowBottom - viewHeight;
      else top = null;
    }
    if (top === null) return;
    if (element) element.scrollTop = top;
    else window.scrollTo({ top });
  }

  /** A ref for rows whose height is their content's: measured now and whenever it changes. */
  readonly measureElement = (element: HTMLElement | null): void => {
    if (!element) return;
    if (!this.observer && typeof ResizeObserver !== 'undefined') {
      this.observer = new ResizeObserver((entries) => {
        for (const entry of entries) {
          const target = entry.target as HTMLElement;
          if (!target.isConnected) this.observer?.unobserve(target);
          else this.record(target);
        }
      });
    }
    this.observer?.observe(element);
    this.record(element);
  };

  private record(element: HTMLElement) {
    const index = Number(element.dataset['index']);
    if (!Number.isInteger(index)) return;
    const { offset } = this.viewport();
    const above = this.offsets.start(index) < offset;
    const delta = this.offsets.measure(index, element.getBoundingClientRect().height);
    if (delta === 0) return;
    // A row above the viewport that grows or shrinks would move what the reader is looking at.
    if (above) {
      const scroller = this.getScrollElement?.();
      if (scroller) scroller.scrollTop += delta;
      else if (!this.getScrollElement) window.scrollBy({ top: delta });
    }
    this.sizesVersion++;
    this.notify();
  }
}

/**
 * Virtual rows against the window or a scrolling element (decision 366). The component using it
 * draws again when the rows near the viewport change.
 */
export function useVirtualRows(options: VirtualRowsOptions): VirtualRows {
  const [rows] = useState(() => new VirtualRows());
  rows.configure(options);
  useSyncExternalStore(rows.subscribe, rows.getSnapshot, rows.getSnapshot);
  const scrollsElement = options.getScrollElement !== undefined;
  useEffect(() => rows.attach(), [rows, scrollsElement]);
  return rows;
}
