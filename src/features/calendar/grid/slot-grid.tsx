import {
  useCallback,
  useEffect,
  useRef,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Slot } from '../../../../contract/availability';
import type { GridModel } from './grid-model';
import { MemoGridRow } from './grid-row';
import { nextCell } from './grid-keys';
import { HEAD_HEIGHT, MIN_COLUMN, ROW_HEIGHT, TIME_WIDTH, useGridWindow, type GridCell } from './use-grid-window';
import css from './slot-grid.module.css';

export type GridSelection = GridCell;

interface SlotGridProps {
  model: GridModel;
  selection: GridSelection | null;
  panel: ReactNode;
  onSlotClick: (slot: Slot, at: GridSelection) => void;
  onPanelClose: () => void;
  /** Which rows' time has gone by (muted); none when omitted. */
  isEnded?: (row: GridModel['rows'][number]) => boolean;
}

const cellAt = (target: EventTarget | null, grid: HTMLElement): GridCell | null => {
  const button = (target as HTMLElement | null)?.closest<HTMLElement>('button[data-row]');
  if (!button || !grid.contains(button)) return null;
  return { row: Number(button.dataset.row), col: Number(button.dataset.col) };
};

/**
 * Rows = time ranges, columns = courts (spec 1 §2). The grid has its full size (every row and
 * court is a track of the CSS grid) but only the cells in view, plus a margin, are drawn: a
 * 50-court × 96-slot day is some 600 elements instead of 4,800 (ADR 0038). One click handler.
 */
export function SlotGrid({ model, selection, panel, onSlotClick, onPanelClose, isEnded }: SlotGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // The focused cell stays drawn while it is scrolled away, so the keyboard never loses its place.
  const focused = useRef<GridCell | null>(null);
  const { rows, cols } = useGridWindow(scroller, model.rows.length, model.courts.length, () => [selection, focused.current]);

  const handleClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const at = cellAt(event.target, event.currentTarget);
      const slot = at && model.rows[at.row]?.cells[at.col];
      if (at && slot) onSlotClick(slot, at);
    },
    [model, onSlotClick],
  );

  const handleFocus = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const at = cellAt(event.target, event.currentTarget);
    if (at) focused.current = at;
  }, []);

  // Arrow keys move between slots (Tab still walks them in reading order): the next cell is
  // scrolled into view first when it is not drawn yet.
  const handleKey = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const from = cellAt(event.target, event.currentTarget);
      const to = from && nextCell(model, from, event.key);
      if (!to) return;
      event.preventDefault();
      focused.current = to;
      const grid = event.currentTarget;
      const target = () => grid.querySelector<HTMLElement>(`button[data-row="${to.row}"][data-col="${to.col}"]`);
      // A drawn cell is focused at once (the browser scrolls it clear of the sticky heads, see
      // scroll-padding); one beyond the drawn margin is scrolled to, then focused once drawn.
      const drawn = target();
      if (drawn) {
        drawn.focus();
      } else {
        rows.scrollToIndex(to.row);
        cols.scrollToIndex(to.col);
        requestAnimationFrame(() => target()?.focus());
      }
    },
    [model, rows, cols],
  );

  // Escape closes the open slot panel wherever the focus is (it stays on the cell after a click,
  // outside the panel, where the Popover's own Escape handling does not reach). The drawer beside
  // the grid ignores that press because the cell is marked for it (see grid-row).
  const panelOpen = selection !== null && panel !== null;
  useEffect(() => {
    if (!panelOpen) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onPanelClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [panelOpen, onPanelClose]);

  const colItems = cols.getVirtualItems().map((item) => item.index);
  const tracks = {
    '--court-count': model.courts.length,
    '--row-count': model.rows.length,
    '--row-h': `${ROW_HEIGHT}px`,
    '--head-h': `${HEAD_HEIGHT}px`,
    '--time-w': `${TIME_WIDTH}px`,
    '--min-col': `${MIN_COLUMN}px`,
  } as CSSProperties;

  return (
    <div className={css.scroller} ref={scroller} style={tracks}>
      <div
        className={css.grid}
        role="grid"
        aria-rowcount={model.rows.length + 1}
        aria-colcount={model.courts.length + 1}
        onClick={handleClick}
        onFocus={handleFocus}
        onKeyDown={handleKey}
      >
        <div className={css.corner}>Time</div>
        {colItems.map((col) => {
          const court = model.courts[col];
          return (
            <div
              key={court.courtId}
              className={css.courtHead}
              style={{ gridArea: `1 / ${col + 2}` }}
              role="columnheader"
              title={court.courtName}
            >
              {court.courtName}
            </div>
          );
        })}
        {rows.getVirtualItems().map(({ index }) => {
          const row = model.rows[index];
          const selectedCol = selection?.row === index ? selection.col : -1;
          return (
            <MemoGridRow
              key={row.time}
              row={row}
              index={index}
              cols={colItems}
              selectedCol={selectedCol}
              panel={selectedCol >= 0 ? panel : null}
              onPanelClose={onPanelClose}
              ended={isEnded ? isEnded(row) : false}
            />
          );
        })}
      </div>
    </div>
  );
}
