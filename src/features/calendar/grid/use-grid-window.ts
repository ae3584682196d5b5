import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Fixed track sizes of the grid, in px. They are the CSS grid's own tracks too (slot-grid.tsx
 * passes them as custom properties), so what the virtualizers compute is where the browser puts
 * the cells: every row is ROW_HEIGHT tall; columns share the width left of the time column,
 * never narrower than MIN_COLUMN (then the grid scrolls sideways).
 */
export const ROW_HEIGHT = 34;
export const HEAD_HEIGHT = 32;
export const TIME_WIDTH = 104;
export const MIN_COLUMN = 64;

/**
 * Rows and columns drawn beyond the visible ones, so a scroll or Tab finds them ready. A new grid's
 * first frame draws only what is in view (about 40 % fewer cells on a 30-court day, issue 33); the
 * overscan follows once that frame is painted.
 */
const ROW_OVERSCAN = 6;
const COLUMN_OVERSCAN = 3;

export interface GridCell {
  row: number;
  col: number;
}

/** The default range plus the indexes that must stay drawn (the open panel's cell, the focus). */
function keeping(extra: () => (number | undefined)[]) {
  return (range: Range) => {
    const indexes = defaultRangeExtractor(range);
    // The selected cell is usually the focused one too: each index once.
    const more = new Set(extra().filter((i): i is number => i !== undefined && i >= 0 && i < range.count && !indexes.includes(i)));
    return more.size ? [...indexes, ...more].sort((a, b) => a - b) : indexes;
  };
}

/**
 * The scroller's size before it is measured: the last grid's (a new day mounts a new grid in the
 * same place, so its first render draws exactly what is in view, with no second pass), else the
 * window's (too much rather than too little: the first frame is complete).
 */
let lastRect: Rect | null = null;
function firstRect(): Rect {
  if (lastRect) return lastRect;
  return typeof window === 'undefined' ? { width: 0, height: 0 } : { width: window.innerWidth, height: window.innerHeight };
}

/**
 * The scroller's size as the virtualizers see it. A scroller not laid out (inside something hidden,
 * or a DOM without layout) measures 0 × 0, where nothing would be drawn at all: it counts as the
 * window's size instead, so the grid is never empty; a real size replaces it once it has one.
 */
function observeRect(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) => cb(rect.width > 0 && rect.height > 0 ? rect : firstRect()));
}

/** False until the component's first frame has been painted (a frame, then a task after it). */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

export function columnWidth(gridWidth: number, courts: number): number {
  return courts > 0 ? Math.max(MIN_COLUMN, (gridWidth - TIME_WIDTH) / courts) : MIN_COLUMN;
}

/**
 * Which rows and columns of a rows × courts grid are drawn: those in the scroller's view plus an
 * overscan, plus the pinned cells (selected, focused) so an open panel or the keyboard focus is
 * never unmounted by a scroll. The page scrolls the real, full-size grid: only the drawing is cut.
 */
export function useGridWindow(
  scroller: RefObject<HTMLDivElement | null>,
  rowCount: number,
  courtCount: number,
  pinned: () => (GridCell | null)[],
) {
  const getScrollElement = useCallback(() => scroller.current, [scroller]);
  const painted = usePainted();
  const rows = useVirtualizer({
    count: rowCount,
    getScrollElement,
    estimateSize: () => ROW_HEIGHT,
    observeElementRect: observeRect,
    paddingStart: HEAD_HEIGHT,
    overscan: painted ? ROW_OVERSCAN : 0,
    initialRect: firstRect(),
    rangeExtractor: keeping(() => pinned().map((cell) => cell?.row)),
  });
  const width = columnWidth(rows.scrollRect?.width ?? firstRect().width, courtCount);
  const cols = useVirtualizer({
    horizontal: true,
    count: courtCount,
    getScrollElement,
    estimateSize: () => width,
    observeElementRect: observeRect,
    paddingStart: TIME_WIDTH,
    overscan: painted ? COLUMN_OVERSCAN : 0,
    initialRect: firstRect(),
    rangeExtractor: keeping(() => pinned().map((cell) => cell?.col)),
  });
  // The columns stretch with the scroller (a drawer opens, the window resizes): re-measure them.
  const sizedFor = useRef(width);
  useLayoutEffect(() => {
    if (sizedFor.current === width) return;
    sizedFor.current = width;
    cols.measure();
  }, [cols, width]);
  const measured = rows.scrollRect;
  useLayoutEffect(() => {
    if (measured && measured.width > 0 && measured.height > 0) lastRect = measured;
  }, [measured]);
  return { rows, cols };
}
