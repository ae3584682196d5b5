import { memo, type ComponentPropsWithRef } from 'react';
import type { Slot } from '../../../../contract/availability';
import { slotLook } from './slot-look';
import { sameCell } from './grid-model';
import css from './slot-grid.module.css';

interface SlotCellProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'slot'> {
  slot: Slot;
  row: number;
  col: number;
  selected?: boolean;
  ended?: boolean;
}

/** Where a cell sits in the grid: row 1 and column 1 are the heads. Drawn cells are few (ADR 0038). */
const placed = (row: number, col: number) => ({ gridArea: `${row + 2} / ${col + 2}` });

/** One light button; clicks are handled once, on the grid (event delegation). */
export function SlotButton({ slot, row, col, selected, ended, className, ...rest }: SlotCellProps) {
  const look = slotLook(slot);
  return (
    <button
      type="button"
      {...rest}
      style={placed(row, col)}
      className={`${css.cell} ${css[look.tone]}${selected ? ` ${css.selected}` : ''}${ended ? ` ${css.ended}` : ''}${className ? ` ${className}` : ''}`}
      data-row={row}
      data-col={col}
      data-status={slot.status}
      title={`${slot.courtName} ${slot.slotTime.slice(0, 5)} – ${look.title}${ended ? ' (time has passed)' : ''}`}
    >
      {look.spoken && <span className={css.spoken}>{look.spoken}</span>}
      {look.label}
      {look.badge !== undefined && (
        <span className={css.badge}>
          {look.badge}
          <span className={css.spoken}> waiting</span>
        </span>
      )}
    </button>
  );
}

interface CellProps {
  slot: Slot | null;
  row: number;
  col: number;
  selected: boolean;
  ended: boolean;
}

/**
 * A cell re-renders only when what it shows changed (sameCell), not when a live refresh merely
 * brought a new but equal slot object: a changed row re-renders its changed cells only.
 */
export const SlotCell = memo(
  function SlotCell({ slot, row, col, selected, ended }: CellProps) {
    if (!slot) return <div className={css.empty} style={placed(row, col)} aria-hidden />;
    return <SlotButton slot={slot} row={row} col={col} selected={selected} ended={ended} />;
  },
  (a, b) => a.row === b.row && a.col === b.col && a.selected === b.selected && a.ended === b.ended && sameCell(a.slot, b.slot),
);
