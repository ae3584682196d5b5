import { memo, type ReactNode } from 'react';
import { Popover } from '@mantine/core';
import { fixedWord } from '../../../lib/i18n/fixed-words';
import { SlotButton, SlotCell } from './slot-cell';
import { sameRow, type GridRow } from './grid-model';
import css from './slot-grid.module.css';

interface GridRowViewProps {
  row: GridRow;
  index: number;
  /** The columns drawn (in view or pinned), ascending. */
  cols: number[];
  /** Column of the selected cell in this row, or -1. */
  selectedCol: number;
  /** Column of the grid's tab stop in this row, or -1. */
  activeCol: number;
  /** The club's currency symbol (cells say their price). */
  symbol: string;
  /** Slot panel shown beside the selected cell (only this row receives one). */
  panel: ReactNode;
  onPanelClose: () => void;
  /** The row's time has gone by: shown muted. */
  ended: boolean;
}

/**
 * One time range: a `row` for assistive technology that draws nothing itself (display: contents),
 * so its heads and cells stay items of the one CSS grid (ADR 0038) and keep their tracks.
 */
function GridRowView({ row, index, cols, selectedCol, activeCol, symbol, panel, onPanelClose, ended }: GridRowViewProps) {
  return (
    <div role="row" aria-rowindex={index + 2} className={css.row}>
      <div
        className={ended ? `${css.timeHead} ${css.endedHead}` : css.timeHead}
        style={{ gridRow: index + 2 }}
        role="rowheader"
        aria-colindex={1}
        title={ended ? fixedWord('calendar:grid.rowPassed') : undefined}
      >
        {row.label}
      </div>
      {cols.map((col) => {
        const slot = row.cells[col];
        return col === selectedCol && panel && slot ? (
          <Popover
            key={col}
            opened
            onDismiss={onPanelClose}
            position="bottom"
            withArrow
            shadow="md"
            width={260}
            trapFocus
            returnFocus={false}
          >
            <Popover.Target>
              {/*
                This button replaces the clicked one while the panel is open; the focus goes into the
                panel (its first button) and comes back to the cell when it closes (slot-grid). An
                Escape here closes the slot panel only, not the drawer beside the grid (Mantine's
                modals skip events from targets marked so).
              */}
              <SlotButton
                slot={slot}
                row={index}
                col={col}
                symbol={symbol}
                selected
                ended={ended}
                active={col === activeCol}
                aria-expanded
                data-mantine-stop-propagation="true"
              />
            </Popover.Target>
            <Popover.Dropdown>{panel}</Popover.Dropdown>
          </Popover>
        ) : (
          <SlotCell
            key={col}
            slot={slot}
            row={index}
            col={col}
            symbol={symbol}
            selected={col === selectedCol}
            ended={ended}
            active={col === activeCol}
          />
        );
      })}
    </div>
  );
}

const sameCols = (a: number[], b: number[]) => a === b || (a.length === b.length && a.every((col, i) => col === b[i]));

/**
 * A row re-renders only when one of its cells changed, the selection or the tab stop moved into
 * or out of it, or a sideways scroll changed the columns drawn (then only the newly drawn cells
 * render: SlotCell).
 */
export const MemoGridRow = memo(
  GridRowView,
  (a, b) =>
    a.index === b.index &&
    a.ended === b.ended &&
    a.selectedCol === b.selectedCol &&
    a.activeCol === b.activeCol &&
    a.symbol === b.symbol &&
    a.panel === b.panel &&
    a.onPanelClose === b.onPanelClose &&
    sameCols(a.cols, b.cols) &&
    sameRow(a.row, b.row),
);
