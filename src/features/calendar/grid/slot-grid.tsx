import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Slot } from '../../../../contract/availability';
import { useCurrencySymbol } from '../../../lib/money';
import type { GridModel } from './grid-model';
import { MemoGridRow } from './grid-row';
import { firstCell, moveFocus } from './grid-keys';
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
  /** The grid's name for assistive technology, e.g. "Slots on 21 Nov 2026". */
  label?: string;
}

const cellAt = (target: EventTarget | null, grid: HTMLElement): GridCell | null => {
  const button = (target as HTMLElement | null)?.closest<HTMLElement>('button[data-row]');
  if (!button || !grid.contains(button)) return null;
  return { row: Number(button.dataset.row), col: Number(button.dataset.col) };
};

const cellButton = (grid: HTMLElement | null, at: GridCell) =>
  grid?.querySelector<HTMLElement>(`button[data-row="${at.row}"][data-col="${at.col}"]`) ?? null;

const isCell = (model: GridModel, at: GridCell | null): at is GridCell => Boolean(at && model.rows[at.row]?.cells[at.col]);

/**
 * Rows = time ranges, columns = courts (spec 1 §2). The grid has its full size (every row and
 * court is a track of the CSS grid) but only the cells in view, plus a margin, are drawn: a
 * 50-court × 96-slot day is some 600 elements instead of 4,800 (ADR 0038). One click handler.
 *
 * For the keyboard it is a WAI-ARIA grid (ADR 0084): one tab stop (the active cell, always drawn
 * however far it is scrolled), arrows / Home / End / PageUp / PageDown move it, Enter or Space
 * clicks it. A move to a cell not drawn yet draws it first (it is pinned), then focuses it, and
 * the browser scrolls it clear of the sticky heads (scroll-padding).
 */
export function SlotGrid({ model, selection, panel, onSlotClick, onPanelClose, isEnded, label }: SlotGridProps) {
  const { t } = useTranslation('calendar');
  const scroller = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const symbol = useCurrencySymbol();
  const [moved, setMoved] = useState<GridCell | null>(null);
  const active = isCell(model, moved) ? moved : firstCell(model, (i) => (isEnded ? isEnded(model.rows[i]) : false));
  const { rows, cols } = useGridWindow(scroller, model.rows.length, model.courts.length, () => [selection, active]);
  // The grid's first commit is its empty frame (tracks, no cells): the virtualizers measure the
  // scroller there, a cheap layout, and the cells follow in the same task, before any paint, for the
  // range that is really in view. Measured after the cells, as before, that layout was the cells'
  // own, and on a new tab the window-sized guess drew a larger range first, then drew it all again
  // (issue 33).
  const [measured, setMeasured] = useState(false);
  useLayoutEffect(() => setMeasured(true), []);
  // Set by a key press: the new active cell is focused once it is drawn.
  const focusPending = useRef(false);

  const handleClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const at = cellAt(event.target, event.currentTarget);
      const slot = at && model.rows[at.row]?.cells[at.col];
      if (at && slot) onSlotClick(slot, at);
    },
    [model, onSlotClick],
  );

  // A click or Tab into the grid makes that cell the tab stop.
  const handleFocus = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const at = cellAt(event.target, event.currentTarget);
    if (at) setMoved((current) => (current && current.row === at.row && current.col === at.col ? current : at));
  }, []);

  const handleKey = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const from = cellAt(event.target, event.currentTarget);
      if (!from || event.altKey) return;
      const pageRows = Math.max(1, Math.floor(((scroller.current?.clientHeight ?? 0) - HEAD_HEIGHT) / ROW_HEIGHT) - 1);
      const to = moveFocus(model, from, { key: event.key, ctrl: event.ctrlKey || event.metaKey, pageRows });
      if (!to) {
        // Arrows and paging never scroll the page at the grid's edge either.
        if (['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'].includes(event.key))
          event.preventDefault();
        return;
      }
      event.preventDefault();
      focusPending.current = true;
      setMoved(to);
      // Already drawn: focused at once (the layout effect below covers one drawn by this move).
      const drawn = cellButton(gridRef.current, to);
      if (drawn) {
        focusPending.current = false;
        drawn.focus();
      }
    },
    [model],
  );

  useLayoutEffect(() => {
    if (!focusPending.current || !active) return;
    focusPending.current = false;
    cellButton(gridRef.current, active)?.focus();
  });

  // Escape closes the open slot panel wherever the focus is. The drawer beside the grid ignores
  // that press because the cell is marked for it (see grid-row).
  const panelOpen = selection !== null && panel !== null;
  useEffect(() => {
    if (!panelOpen) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onPanelClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [panelOpen, onPanelClose]);

  // The panel took the focus (it traps it while open); when it closes, the focus comes back to the
  // cell if it was left nowhere. A confirmation asked from the panel (a slot that has ended) still
  // holds the focus when the panel closes, and gives it back to the panel's unmounted button: wait
  // (a bounded number of frames) until that dialog has gone. Focus sent somewhere on purpose (a
  // field, the docked drawer) is left there.
  const wasOpen = useRef(panelOpen);
  const activeRow = active?.row;
  const activeCol = active?.col;
  useEffect(() => {
    const closed = wasOpen.current && !panelOpen;
    wasOpen.current = panelOpen;
    if (!closed || activeRow === undefined || activeCol === undefined) return;
    let frame = 0;
    let frames = 0;
    const settle = () => {
      const el = document.activeElement;
      if (!el || el === document.body || !el.isConnected) cellButton(gridRef.current, { row: activeRow, col: activeCol })?.focus();
      else if (el.closest('[role="dialog"], [role="alertdialog"]') && frames++ < 120) frame = requestAnimationFrame(settle);
    };
    settle();
    return () => cancelAnimationFrame(frame);
  }, [panelOpen, activeRow, activeCol]);

  const colItems = measured ? cols.getVirtualItems().map((item) => item.index) : [];
  const rowItems = measured ? rows.getVirtualItems() : [];
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
        ref={gridRef}
        className={css.grid}
        role="grid"
        aria-label={label}
        aria-rowcount={model.rows.length + 1}
        aria-colcount={model.courts.length + 1}
        onClick={handleClick}
        onFocus={handleFocus}
        onKeyDown={handleKey}
      >
        <div role="row" aria-rowindex={1} className={css.row}>
          <div className={css.corner} role="columnheader" aria-colindex={1}>
            {t('calendar:grid.time')}
          </div>
          {colItems.map((col) => {
            const court = model.courts[col];
            return (
              <div
                key={court.courtId}
                className={css.courtHead}
                style={{ gridArea: `1 / ${col + 2}` }}
                role="columnheader"
                aria-colindex={col + 2}
                title={court.courtName}
              >
                {court.courtName}
              </div>
            );
          })}
        </div>
        {rowItems.map(({ index }) => {
          const row = model.rows[index];
          const selectedCol = selection?.row === index ? selection.col : -1;
          return (
            <MemoGridRow
              key={row.time}
              row={row}
              index={index}
              cols={colItems}
              selectedCol={selectedCol}
              activeCol={active?.row === index ? active.col : -1}
              symbol={symbol}
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
