import { memo, type ComponentPropsWithRef } from 'react';
import type { Slot } from '../../../../contract/availability';
import { filledWord, fixedWord } from '../../../lib/i18n/fixed-words';
import { slotLook } from './slot-look';
import { slotName } from './slot-name';
import { sameCell } from './grid-model';
import css from './slot-grid.module.css';

interface SlotCellProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'slot'> {
  slot: Slot;
  row: number;
  col: number;
  /** The club's currency symbol, for the price in the spoken name. */
  symbol: string;
  selected?: boolean;
  ended?: boolean;
  /** The grid's one tab stop (roving tabindex): every other cell is reached with the arrow keys. */
  active?: boolean;
}

/** Where a cell sits in the grid: row 1 and column 1 are the heads. Drawn cells are few (ADR 0038). */
const placed = (row: number, col: number) => ({ gridArea: `${row + 2} / ${col + 2}` });

/**
 * One light button that is the grid cell itself (a button may take the gridcell role: Enter and
 * Space still click it). Clicks are handled once, on the grid (event delegation). Its name says
 * court, time, status and price (slot-name.ts); the status is also drawn as text or a pattern.
 */
export function SlotButton({ slot, row, col, symbol, selected, ended, active, className, ...rest }: SlotCellProps) {
  const look = slotLook(slot);
  return (
    <button
      type="button"
      {...rest}
      role="gridcell"
      aria-colindex={col + 2}
      aria-label={slotName(slot, symbol, ended, look)}
      tabIndex={active ? 0 : -1}
      style={placed(row, col)}
      className={`${css.cell} ${css[look.tone]}${selected ? ` ${css.selected}` : ''}${ended ? ` ${css.ended}` : ''}${className ? ` ${className}` : ''}`}
      data-row={row}
      data-col={col}
      data-status={slot.status}
      title={filledWord(ended ? 'calendar:grid.cellTitleEnded' : 'calendar:grid.cellTitle', {
        court: slot.courtName,
        time: slot.slotTime.slice(0, 5),
        title: look.title,
      })}
    >
      {look.spoken && <span className={css.spoken}>{look.spoken}</span>}
      {look.label}
      {look.badge !== undefined && (
        <span className={css.badge}>
          {look.badge}
          <span className={css.spoken}> {fixedWord('calendar:grid.waiting')}</span>
        </span>
      )}
    </button>
  );
}

interface CellProps {
  slot: Slot | null;
  row: number;
  col: number;
  symbol: string;
  selected: boolean;
  ended: boolean;
  active: boolean;
}

/**
 * A cell re-renders only when what it shows changed (sameCell), not when a live refresh merely
 * brought a new but equal slot object: a changed row re-renders its changed cells only.
 */
export const SlotCell = memo(
  function SlotCell({ slot, row, col, symbol, selected, ended, active }: CellProps) {
    if (!slot)
      return (
        <div
          role="gridcell"
          aria-colindex={col + 2}
          aria-label={fixedWord('calendar:grid.noSlot')}
          className={css.empty}
          style={placed(row, col)}
        />
      );
    return <SlotButton slot={slot} row={row} col={col} symbol={symbol} selected={selected} ended={ended} active={active} />;
  },
  (a, b) =>
    a.row === b.row &&
    a.col === b.col &&
    a.selected === b.selected &&
    a.ended === b.ended &&
    a.active === b.active &&
    a.symbol === b.symbol &&
    sameCell(a.slot, b.slot),
);
